// Bulk import of sales, purchases and expenses from a CSV file (spec 002 §5): the template, a
// progress bar while the file goes up (and while a large file's job runs), and every refused row
// by its line, with every reason.

import { Alert, Button, Group, List, Modal, Progress, ScrollArea, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CsvUploadStep, useCsvFile } from '../../../components/csv-upload-step.js';
import { bulkImportJob, useBulkImport, type BulkImportResult } from '../api/commands.js';
import { apiUrl } from '../api/http.js';

export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useBulkImport();
  const csv = useCsvFile();
  const [result, setResult] = useState<BulkImportResult | null>(null);
  const [job, setJob] = useState<{ id: string; total: number; processed: number } | null>(null);

  // A large file is imported by a job: follow it until it answers.
  useEffect(() => {
    if (!job) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const state = await bulkImportJob(job.id);
        if (stopped) return;
        if (state.result) {
          setResult(state.result);
          setJob(null);
        } else setJob({ ...job, processed: state.progress.processed, total: state.progress.total });
      } catch {
        // try again on the next tick
      }
    }, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [job]);

  const close = () => {
    csv.clear();
    setResult(null);
    setJob(null);
    upload.reset();
    onClose();
  };

  const submit = () => {
    const file = csv.take();
    if (!file) return;
    setResult(null);
    upload.mutate(file, {
      onSuccess: (response) => {
        if ('jobId' in response.data) setJob({ id: response.data.jobId, total: response.data.total, processed: 0 });
        else setResult(response.data);
        csv.clear();
      },
      onError: (error) => {
        const refused = (error as { errors?: { field: string; message: string }[] }).errors;
        if (refused?.length)
          setResult({
            total: 0,
            imported: 0,
            alreadyImported: 0,
            refused: refused.map((item) => ({ line: Number(item.field.replace(/\D/g, '')) || 0, reasons: [item.message] })),
          });
      },
    });
  };

  const uploading = upload.isPending || job !== null;
  const progress = job ? (job.total ? Math.round((job.processed / job.total) * 100) : 5) : upload.isPending ? 60 : 100;

  return (
    <Modal opened={opened} onClose={close} title="Import transactions" size="lg">
      <Stack>
        <CsvUploadStep
          csv={csv}
          instructions="One row per sale, purchase or expense. Dates are DD/MM/YYYY; the mode of payment is Cash or the bank's name; the expense category is its number."
          template={{ href: apiUrl('/transactions/bulk-template/download'), label: 'Download the template' }}
        />
        {uploading && <Progress value={progress} animated striped aria-label="Import progress" />}
        {result && (
          <Alert
            color={result.refused.length ? 'orange' : 'teal'}
            variant="light"
            title={`${result.imported} imported${result.alreadyImported ? `, ${result.alreadyImported} already imported` : ''}${result.refused.length ? `, ${result.refused.length} refused` : ''}`}
          >
            {result.refused.length > 0 && (
              <ScrollArea.Autosize mah={220}>
                <List size="sm" spacing={4}>
                  {result.refused.map((row) => (
                    <List.Item key={row.line}>
                      <strong>Line {row.line}:</strong> {row.reasons.join('; ')}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={submit} loading={uploading} disabled={uploading}>
            {uploading ? 'Uploading...' : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
