// The bulk-create-contacts dialog (spec 001 §2, §5): a CSV file is required, 'Uploading...' while
// it sends, refused rows listed by line and reason, and the dialog closes when every row went in.

import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { UploadContactsModal } from './upload-contacts-modal.js';

const UPLOAD = 'POST /api/v1/entities/bulk-upload';

function renderModal() {
  const onClose = jest.fn();
  renderWithProviders(<UploadContactsModal opened onClose={onClose} />);
  return onClose;
}

function chooseFile(name = 'contacts.csv', content = 'First Name\r\nAda\r\n') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([content], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
}

const answered = (
  data: { total: number; created: number; alreadyCreated: number; refused: { line: number; reasons: string[] }[] },
  message: string,
): StubResponse => ({
  status: 200,
  body: { success: data.refused.length === 0, message, data: { ...data, position: '12' } },
});

describe('UploadContactsModal', () => {
  it('asks for a CSV file and sends nothing without one', async () => {
    const stub = stubFetch({});
    renderModal();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Template' })));
    expect(await screen.findByText('A CSV file is required')).toBeTruthy();
    chooseFile('contacts.pdf');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Template' })));
    expect(await screen.findByText('Upload a CSV file')).toBeTruthy();
    expect(stub.requestsTo(UPLOAD)).toHaveLength(0);
  });

  it("shows 'Uploading...' with the button disabled while sending, then lists the refused rows by line", async () => {
    const response = deferred<StubResponse>();
    const stub = stubFetch({ [UPLOAD]: () => response.promise });
    const onClose = renderModal();
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Template' })));
    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(stub.requestsTo(UPLOAD)).toHaveLength(1);

    response.resolve(
      answered(
        {
          total: 3,
          created: 1,
          alreadyCreated: 0,
          refused: [
            { line: 3, reasons: ['First name is required'] },
            { line: 4, reasons: ['email must be a valid email address'] },
          ],
        },
        'Created 1 of 3 contacts; 2 rows were refused',
      ),
    );
    expect(await screen.findByText('Created 1 of 3 contacts; 2 rows were refused')).toBeTruthy();
    expect(screen.getByText('Line 3: First name is required')).toBeTruthy();
    expect(screen.getByText('Line 4: email must be a valid email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Template' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when every row went in, and shows the server’s refusal of the whole file', async () => {
    let answer: StubResponse = {
      status: 400,
      body: {
        success: false,
        code: 'IMPORT_FILE_UNREADABLE',
        message: 'The file needs a First Name column',
        errors: [{ field: 'imageFile', message: 'The file needs a First Name column' }],
      },
    };
    stubFetch({ [UPLOAD]: () => answer });
    const onClose = renderModal();
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Template' })));
    expect((await screen.findByRole('alert')).textContent).toBe('The file needs a First Name column');
    expect(onClose).not.toHaveBeenCalled();

    answer = answered({ total: 2, created: 2, alreadyCreated: 0, refused: [] }, 'Created 2 of 2 contacts');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Template' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
