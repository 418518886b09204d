import { Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { renderFeature } from './support/render-feature';

const schema = z.object({
  name: z.string().trim().min(1, 'Nama wajib diisi.'),
  city: z.string().trim().min(2, 'Kota wajib diisi.'),
});

function Harness({
  onSubmit,
  onOpenChange,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(schema, { defaultValues: { name: '', city: '' } });
  return (
    <FormDialog form={form} title="Ubah data" submitLabel="Simpan" onOpenChange={onOpenChange} onSubmit={onSubmit}>
      <FormField name="name" label="Nama">
        <Input {...form.register('name')} />
      </FormField>
      <FormField name="city" label="Kota" help="Kota tempat tinggal.">
        <Input {...form.register('city')} />
      </FormField>
    </FormDialog>
  );
}

function renderDialog(onSubmit: (values: z.output<typeof schema>) => Promise<unknown>) {
  const onOpenChange = vi.fn();
  renderFeature(<Harness onSubmit={onSubmit} onOpenChange={onOpenChange} />, { apiBaseUrl: 'http://127.0.0.1:9' });
  return { onOpenChange, user: userEvent.setup() };
}

function deferred() {
  let resolve: (value?: unknown) => void = () => {};
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('FormField and FormDialog', () => {
  it('shows each field error in place of its help, announced and tied to the field, and focuses the first invalid field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderDialog(onSubmit);
    const name = await screen.findByLabelText('Nama');
    const city = screen.getByLabelText('Kota');
    expect(screen.getByText('Kota tempat tinggal.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const nameError = await screen.findByText('Nama wajib diisi.');
    expect(screen.getByText('Kota wajib diisi.')).toBeTruthy();
    expect(screen.queryByText('Kota tempat tinggal.')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Chakra links the error text once it has seen it rendered.
    await waitFor(() => expect(name.getAttribute('aria-errormessage')).toBe(nameError.id));
    expect(nameError.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(document.activeElement).toBe(name));

    // Corrected, the first field's error goes; the next submit lands on the one still wrong.
    await user.type(name, 'Siti');
    await waitFor(() => expect(screen.queryByText('Nama wajib diisi.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits on Enter with the parsed values and closes once the submit succeeded', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, onOpenChange } = renderDialog(onSubmit);
    await user.type(await screen.findByLabelText('Nama'), '  Siti ');
    await user.type(screen.getByLabelText('Kota'), 'Bandung{Enter}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([{ name: 'Siti', city: 'Bandung' }]);
  });

  it('stays open with the refusal when the submit fails, and puts field issues on their fields', async () => {
    const onSubmit = vi
      .fn<(values: z.output<typeof schema>) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Data sudah diubah orang lain.'))
      .mockRejectedValueOnce(
        Object.assign(new Error('Data yang dikirim tidak valid.'), {
          issues: [{ path: ['city'], message: 'Kota tidak dikenal.' }],
        }),
      );
    const { user, onOpenChange } = renderDialog(onSubmit);
    await user.type(await screen.findByLabelText('Nama'), 'Siti');
    await user.type(screen.getByLabelText('Kota'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Data sudah diubah orang lain.');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kota tidak dikenal.')).toBeTruthy();
    expect(screen.queryByText('Data sudah diubah orang lain.')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Kota')));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('submits once while the submit is pending, showing it on the button', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const { user, onOpenChange } = renderDialog(onSubmit);
    await user.type(await screen.findByLabelText('Nama'), 'Siti');
    await user.type(screen.getByLabelText('Kota'), 'Bandung{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // While loading, Chakra hides the label from the accessible name and disables the button.
    const button = screen.getByText('Simpan').closest('button')!;
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.hasAttribute('data-loading')).toBe(true);
    await user.type(screen.getByLabelText('Kota'), '{Enter}');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    pending.resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
