import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@shared/contracts/bills';
import {
  recordPaymentInputSchema,
  recordedPaymentMethods,
  type PaymentView,
  type RecordedPaymentMethod,
} from '@shared/contracts/payments';
import { useRecordPaymentMutation } from '../../api/record-payment';
import { BillPicker } from './bill-picker';
import { MemberPicker, type PickedMember } from './member-picker';
import { paidAtOf, todayInWib } from './paid-at';

type FieldName = 'memberId' | 'billIds' | 'method' | 'paidAt' | 'referenceNumber' | 'notes';

/** An officer records a payment received outside QRIS (spec §7 `POST /dues/payments`). */
export function RecordPaymentDialog({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: (payment: PaymentView, memberName: string) => void;
}) {
  const { t } = useTranslation('payments');
  const record = useRecordPaymentMutation();
  const today = todayInWib();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [bills, setBills] = useState<ReadonlyMap<string, Bill>>(new Map());
  const [method, setMethod] = useState<RecordedPaymentMethod>('transfer');
  const [day, setDay] = useState(today);
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const chooseMember = (next: PickedMember | null) => {
    setMember(next);
    setBills(new Map());
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = recordPaymentInputSchema.safeParse({
      memberId: member?.id ?? '',
      billIds: [...bills.keys()],
      method,
      paidAt: day && day <= today ? paidAtOf(day, today) : 'invalid',
      referenceNumber: reference,
      notes,
    });
    if (!parsed.success || !member) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as FieldName] ??= issue.message;
      if (!member) next.memberId = t('record.memberRequired');
      if (day > today) next.paidAt = t('record.paidAtFuture');
      setErrors(next);
      return;
    }
    setErrors({});
    record.mutate(parsed.data, { onSuccess: (payment) => onRecorded(payment, member.name) });
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit} aria-label={t('record.title')} data-testid="record-payment-form">
              <Dialog.Header>
                <Dialog.Title>{t('record.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('record.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="4">
                  {record.error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{record.error.message}</Alert.Title>
                    </Alert.Root>
                  )}
                  <MemberPicker value={member} onChange={chooseMember} error={errors.memberId} />
                  {member && (
                    <BillPicker memberId={member.id} selected={bills} onChange={setBills} error={errors.billIds} />
                  )}
                  <Field.Root invalid={!!errors.method} required>
                    <Field.Label>{t('record.method')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={method}
                        onChange={(event) => setMethod(event.target.value as RecordedPaymentMethod)}
                      >
                        {recordedPaymentMethods.map((value) => (
                          <option key={value} value={value}>
                            {t(`method.${value}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {errors.method && <Field.ErrorText>{errors.method}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={!!errors.paidAt} required>
                    <Field.Label>{t('record.paidAt')}</Field.Label>
                    <Input type="date" value={day} max={today} onChange={(event) => setDay(event.target.value)} />
                    {errors.paidAt && <Field.ErrorText>{errors.paidAt}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={!!errors.referenceNumber}>
                    <Field.Label>{t('record.reference')}</Field.Label>
                    <Input
                      value={reference}
                      onChange={(event) => setReference(event.target.value)}
                      autoComplete="off"
                    />
                    {errors.referenceNumber ? (
                      <Field.ErrorText>{errors.referenceNumber}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('record.referenceHelp')}</Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root invalid={!!errors.notes}>
                    <Field.Label>{t('record.notes')}</Field.Label>
                    <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
                    {errors.notes && <Field.ErrorText>{errors.notes}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  {t('record.cancel')}
                </Button>
                <Button type="submit" loading={record.isPending}>
                  {t('record.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
