import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateMemberSchema, type UpdateMemberInput } from '@shared/contracts/member-fields';
import type { MemberProfile } from '@shared/contracts/members';
import { useUpdateMemberMutation } from '../api/update-member';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { MemberField, type MemberFormField } from './member-field';

export const editableFields = [
  'fullName',
  'email',
  'phone',
  'birthDate',
  'gender',
  'membershipType',
  'address',
  'city',
  'province',
  'postalCode',
  'profession',
  'specialization',
  'education',
  'workplace',
  'position',
  'strNumber',
  'strExpiryDate',
  'sipNumber',
  'sipExpiryDate',
  'joinDate',
  'expiryDate',
] as const satisfies readonly MemberFormField[];
type EditableField = (typeof editableFields)[number];

type Values = Record<EditableField, string>;

/** The fields the officer changed, as typed: an unchanged one is not sent. */
function changedOf(initial: Values, values: Values): UpdateMemberInput {
  const changed: UpdateMemberInput = {};
  for (const field of editableFields) {
    if (values[field] !== initial[field]) (changed as Record<string, string>)[field] = values[field];
  }
  // A new SIP expiry is checked against the SIP number on the form, changed or not.
  if (changed.sipExpiryDate !== undefined) changed.sipNumber ??= values.sipNumber;
  return changed;
}

/** The changes, checked with the API's schema. */
function changesSchema(initial: Values) {
  return z
    .object(
      Object.fromEntries(editableFields.map((field) => [field, z.string()])) as Record<EditableField, z.ZodString>,
    )
    .transform((values) => changedOf(initial, values))
    .pipe(updateMemberSchema as z.ZodType<UpdateMemberInput, UpdateMemberInput>);
}

/** Officer edit of a member in scope, validated with the same schema as the API. */
export function MemberEditDialog({
  member,
  open,
  onOpenChange,
}: {
  member: MemberProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('members');
  const initial = Object.fromEntries(editableFields.map((field) => [field, member[field] ?? ''])) as Values;
  const form = useZodForm(changesSchema(initial), { values: initial });
  const update = useUpdateMemberMutation(member.id);

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      title={t('form.editTitle')}
      submitLabel={t('form.save')}
      pendingLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      // The changes as typed; the API parses them as the form did.
      onSubmit={() => update.mutateAsync(changedOf(initial, form.getValues()))}
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        {/* A member with a login changes their sign-in email themselves, confirmed by both
            addresses (decision 0042); the database refuses an officer's change too. */}
        {editableFields
          .filter((field) => field !== 'email' || !member.hasLogin)
          .map((field) => (
            <MemberField key={field} name={field} required={field === 'fullName'} />
          ))}
      </Grid>
    </FormDialog>
  );
}
