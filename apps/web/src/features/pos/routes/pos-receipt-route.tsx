import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { API_BASE_PATH } from '../../../lib/api-client.js';

/** /pos/sales/{id}/receipt: the 80 mm receipt, printable, and its PDF. */
export function PosReceiptRoute() {
  const { id = '' } = useParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const base = `${API_BASE_PATH}/pos/sales/${encodeURIComponent(id)}/receipt`;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Receipt</Title>
        <Group>
          <Button onClick={() => frame.current?.contentWindow?.print()}>Print</Button>
          <Anchor href={`${base}/pdf`} target="_blank" rel="noreferrer">
            PDF
          </Anchor>
        </Group>
      </Group>
      <iframe ref={frame} title="Receipt" src={base} style={{ width: '80mm', minHeight: '140mm', border: '1px solid #ddd', background: '#fff' }} />
    </Stack>
  );
}
export default PosReceiptRoute;
