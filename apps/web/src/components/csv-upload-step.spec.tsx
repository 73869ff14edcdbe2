// The upload step the CSV imports share (products, transactions, the inventory bulk update): the
// instructions and template, and the file refused before it is sent unless it is a CSV file.

import { describe, expect, it } from '@jest/globals';
import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render.js';
import { CsvUploadStep, useCsvFile } from './csv-upload-step.js';

/** The step and a Send button, as an import dialog has them; what would be sent is shown. */
function Harness() {
  const csv = useCsvFile();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <CsvUploadStep csv={csv} instructions="One row per sale." template={{ href: '/api/v1/template.csv', label: 'Download the template' }} />
      <Button onClick={() => setSent(csv.take()?.name ?? null)}>Send</Button>
      <Button onClick={() => csv.clear()}>Clear</Button>
      {sent && <p>Sent {sent}</p>}
    </>
  );
}

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('CsvUploadStep', () => {
  it('shows the instructions and the template, and sends only a CSV file', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('One row per sale.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download the template/ }).getAttribute('href')).toBe('/api/v1/template.csv');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a CSV file to import')).toBeTruthy();

    choose(new File(['%PDF'], 'sales.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The file must be a CSV file')).toBeTruthy();
    expect(screen.queryByText(/^Sent/)).toBeNull();

    // By its name or by its type.
    choose(new File(['Date,Amount\n'], 'sales.CSV', { type: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent sales.CSV')).toBeTruthy();
    expect(screen.queryByText('The file must be a CSV file')).toBeNull();

    choose(new File(['Date,Amount\n'], 'export', { type: 'text/csv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent export')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a CSV file to import')).toBeTruthy();
  });
});
