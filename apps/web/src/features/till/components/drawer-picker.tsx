import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useDrawerMonth } from '../api/list-drawer-month.ts';
import { drawerPath, monthOf } from '../lib/days.ts';

/**
 * Whose drawer and which day: everyone picks a day of their own; a manager also picks a
 * staff member (the month's staff, from the owner's view answer).
 */
export function DrawerPicker({
  userId,
  userName,
  day,
  today,
  canSeeAll,
}: {
  userId: string;
  userName: string;
  day: string;
  today: string;
  canSeeAll: boolean;
}) {
  const { t } = useTranslation('till');
  const navigate = useNavigate();
  const month = useDrawerMonth(monthOf(day), canSeeAll);
  const staff = month.data?.staff ?? [];
  const choices = staff.some((member) => member.userId === userId)
    ? staff
    : [{ userId, name: userName }, ...staff];
  return (
    <div className="flex flex-wrap items-end gap-3">
      {canSeeAll ? (
        <SelectField
          label={t('picker.staff')}
          value={userId}
          onChange={(event) => navigate(drawerPath(event.target.value, day))}
        >
          {choices.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t('picker.day')}
        type="date"
        value={day}
        max={today}
        onChange={(event) => {
          if (event.target.value) navigate(drawerPath(userId, event.target.value));
        }}
      />
    </div>
  );
}
