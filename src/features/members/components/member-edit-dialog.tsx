import { Alert, Button, CloseButton, Dialog, Grid, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMemberSchema, type MemberProfile, type UpdateMemberInput } from '@shared/contracts/members';
import { useUpdateMemberMutation } from '../api/update-member';
import { MemberField, type MemberFormField } from './member-field';
import { useFocusFirstInvalid } from '@/components/form/use-focus-first-invalid';

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
  const initial = Object.fromEntries(editableFields.map((field) => [field, member[field] ?? ''])) as Record<
    EditableField,
    string
  >;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateMemberMutation(member.id);
  const { ref: formRef, checked: focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const changed: UpdateMemberInput = {};
    for (const field of editableFields) {
      if (values[field] !== initial[field]) (changed as Record<string, string>)[field] = values[field];
    }
    // A new SIP expiry is checked against the SIP number on the form, changed or not.
    if (changed.sipExpiryDate !== undefined) changed.sipNumber ??= values.sipNumber;
    const parsed = updateMemberSchema.safeParse(changed);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])),
      );
      focusFirstInvalid();
      return;
    }
    setErrors({});
    update.mutate(changed, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form ref={formRef} onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('form.editTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('form.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                {(errors.form || update.isError) && (
                  <Alert.Root status="error" role="alert" marginBottom="4">
                    <Alert.Indicator />
                    <Alert.Title>{errors.form ?? update.error?.message}</Alert.Title>
                  </Alert.Root>
                )}
                <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                  {/* A member with a login changes their sign-in email themselves, confirmed by both
                      addresses (decision 0042); the database refuses an officer's change too. */}
                  {editableFields
                    .filter((field) => field !== 'email' || !member.hasLogin)
                    .map((field) => (
                      <MemberField
                        key={field}
                        name={field}
                        value={values[field]}
                        error={errors[field]}
                        required={field === 'fullName'}
                        onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                      />
                    ))}
                </Grid>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending} loadingText={t('form.saving')}>
                  {t('form.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
