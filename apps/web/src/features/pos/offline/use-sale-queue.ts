import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateLedgerReads } from '../../../lib/query-client.js';
import type { PosSaleBody } from '../api/create-pos-sale.js';
import { posKeys } from '../pos.keys.js';
import { SaleQueue, type QueuedSale } from './sale-queue.js';
import { sendQueuedSale } from './send-sale.js';

let sharedQueue: SaleQueue | undefined;
/** One queue (one IndexedDB database) per page. */
export function saleQueue(): SaleQueue {
  sharedQueue ??= new SaleQueue();
  return sharedQueue;
}

const RETRY_MS = 15_000;

/**
 * The till's view of its offline queue: what waits, what was refused and why, whether the browser
 * is online. Sends the queue on mount, whenever the connection returns, and every 15 s meanwhile.
 */
export function useSaleQueue(queue: SaleQueue = saleQueue()) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedSale[]>([]);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    const list = await queue.list();
    if (mounted.current) setItems(list);
  }, [queue]);

  const flush = useCallback(async () => {
    setSending(true);
    try {
      const result = await queue.flush(sendQueuedSale);
      if (result.recorded > 0) {
        await queryClient.invalidateQueries({ queryKey: posKeys.all });
        await invalidateLedgerReads(queryClient);
      }
      return result;
    } finally {
      if (mounted.current) setSending(false);
      await refresh();
    }
  }, [queue, queryClient, refresh]);

  const enqueue = useCallback(
    async (body: PosSaleBody) => {
      const sale = await queue.enqueue(body);
      await refresh();
      void flush();
      return sale;
    },
    [queue, refresh, flush],
  );

  const dismiss = useCallback(
    async (id: string) => {
      await queue.dismiss(id);
      await refresh();
    },
    [queue, refresh],
  );

  useEffect(() => {
    mounted.current = true;
    void refresh().then(() => flush());
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [refresh, flush]);

  return {
    items,
    waiting: items.filter((item) => item.status === 'waiting'),
    refused: items.filter((item) => item.status === 'refused'),
    online,
    sending,
    enqueue,
    flush,
    dismiss,
  };
}
