import type { auth as en } from '../en/auth.ts';
import type { Translation } from '../types.ts';

export const auth: Translation<typeof en> = {
  title: 'Accès réservé aux administrateurs',
  subtitle: 'Personnel autorisé uniquement',
  identifier: 'Nom d’utilisateur ou e-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  signingIn: 'Connexion…',
  tryDemo: 'Essayer la démo',
  demoHint:
    'Données d’exemple stockées uniquement dans ce navigateur. L’enregistrement des véhicules est bloqué en mode démo.',
  failed: 'Échec de la connexion',
  identifierRequired: 'Le nom d’utilisateur ou l’e-mail est obligatoire',
  passwordRequired: 'Le mot de passe est obligatoire',
  passwordShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  forgotLink: 'Mot de passe oublié ?',
  backToSignIn: 'Retour à la connexion',
  forgot: {
    title: 'Réinitialiser votre mot de passe',
    intro:
      'Saisissez l’e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'E-mail',
    submit: 'Envoyer le lien de réinitialisation',
    sending: 'Envoi…',
    sent: 'Si un compte utilise cet e-mail, un lien de réinitialisation vous a été envoyé. Il n’est valable qu’une seule fois, pendant une heure.',
    failed: 'Échec de l’envoi de l’e-mail de réinitialisation du mot de passe',
  },
  reset: {
    title: 'Choisir un nouveau mot de passe',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Enregistrer le nouveau mot de passe',
    saving: 'Enregistrement…',
    mismatch: 'Les mots de passe ne correspondent pas.',
    done: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
    requestNew: 'Demander un nouveau lien',
    failed: 'Échec de la réinitialisation du mot de passe',
  },
  firstRun: {
    title: 'Créer le compte du propriétaire',
    intro: 'Aucun compte n’existe encore. Créez le compte du propriétaire pour commencer.',
    displayName: 'Votre nom',
    email: 'E-mail',
    password: 'Mot de passe',
    pin: 'Code PIN du bénéfice total (4 chiffres)',
    submit: 'Créer le compte',
    failed: 'Échec de la création du compte',
  },
};
