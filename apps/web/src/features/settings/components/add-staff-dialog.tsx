import { type Role, roles } from '@car-rental/domain/auth/permissions';
import { registerBody } from '@car-rental/domain/contract/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useNotify } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useAddStaff } from '../api/add-staff.ts';

const empty = { displayName: '', email: '', username: '', password: '' };
type Name = keyof typeof empty;

/**
 * Add Staff: display name, e-mail, optional username, password (the server checks them),
 * and the role when an owner adds (managers add agents).
 */
export function AddStaffDialog({
  open,
  onClose,
  givesRoles,
}: {
  open: boolean;
  onClose: () => void;
  givesRoles: boolean;
}) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const add = useAddStaff();
  const formId = useId();
  const form = useForm({
    schema: registerBody,
    defaultValues: { ...empty, role: 'agent' as Role },
  });
  const role = form.watch('role');

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };

  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (answer) => {
        notify(t('staff.added', { name: answer.user.displayName }), 'success');
        close();
      },
      onError: (error) => form.refuse(error, t('staff.addFailed')),
    }),
  );

  const field = (name: Name, type: string, autoComplete: string) => (
    <Field
      label={t(`staff.${name}`)}
      type={type}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={form.error(name)}
      required={name !== 'username'}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('staff.addTitle')}
      description={t('staff.addDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} disabled={add.isPending}>
            {add.isPending ? t('staff.adding') : t('staff.add')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {field('displayName', 'text', 'off')}
        {field('email', 'email', 'off')}
        {field('username', 'text', 'off')}
        {field('password', 'password', 'new-password')}
        {givesRoles ? (
          <SelectField
            label={t('staff.role')}
            hint={t(`staff.roleHints.${role}`)}
            {...form.register('role')}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {t(`staff.roles.${option}`)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('staff.roleAgentsOnly')}</p>
        )}
        <ErrorBox message={form.failure} />
      </form>
    </Dialog>
  );
}
