// The upload step of a CSV import (products, transactions, the inventory bulk update): what the
// file holds, its template to download, and the file, checked before it is sent.

import { Anchor, FileInput, Group, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** Why a chosen file cannot be sent: none chosen, or not a CSV file by its name or type; null when it can. */
export function csvFileError(file: File | null): string | null {
  if (!file) return 'Choose a CSV file to import';
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return 'The file must be a CSV file';
  return null;
}

export interface CsvFile {
  file: File | null;
  /** Shown under the input. */
  error: string | null;
  choose(file: File | null): void;
  /** The chosen file when it can be sent; otherwise null, and the reason shows under the input. */
  take(): File | null;
  /** Forgets the file and its error (once sent, or when the dialog closes). */
  clear(): void;
}

/** The file of an upload step. */
export function useCsvFile(): CsvFile {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    error,
    choose: setFile,
    take() {
      const reason = csvFileError(file);
      setError(reason);
      return reason ? null : file;
    },
    clear() {
      setFile(null);
      setError(null);
    },
  };
}

interface CsvUploadStepProps {
  csv: CsvFile;
  /** What the file holds: a sentence, or the steps to follow. */
  instructions: ReactNode;
  /** The template to download, when the step offers one. */
  template?: { href: string; label: string };
  required?: boolean;
}

/** The instructions, the template and the CSV file input, for a Stack of the import dialog. */
export function CsvUploadStep({ csv, instructions, template, required }: CsvUploadStepProps) {
  return (
    <>
      {typeof instructions === 'string' ? <Text size="sm">{instructions}</Text> : instructions}
      {template && (
        <Anchor href={template.href} download size="sm">
          <Group gap={4}>
            <IconDownload size={14} /> {template.label}
          </Group>
        </Anchor>
      )}
      <FileInput
        label="CSV file"
        placeholder="Choose a file"
        accept=".csv,text/csv"
        required={required}
        value={csv.file}
        onChange={csv.choose}
        error={csv.error}
        clearable
        leftSection={<IconUpload size={16} />}
      />
    </>
  );
}
