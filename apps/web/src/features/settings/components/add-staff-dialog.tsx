import { type Role, roles } from '@car-rental/domain/auth/permissions';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useNotify } from '../../../lib/notify.tsx';
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
  const [values, setValues] = useState(empty);
  const [role, setRole] = useState<Role>('agent');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setValues(empty);
    setRole('agent');
    setErrors({});
    add.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    add.mutate(
      { ...values, role },
      {
        onSuccess: (answer) => {
          notify(t('staff.added', { name: answer.user.displayName }), 'success');
          close();
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  const field = (name: Name, type: string, autoComplete: string) => (
    <Field
      label={t(`staff.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
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
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
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
        <ErrorBox
          message={
            add.isError && Object.keys(errors).length === 0
              ? errorMessage(add.error, t('staff.addFailed'))
              : null
          }
        />
      </form>
    </Dialog>
  );
}
