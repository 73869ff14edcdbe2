import Decimal from 'decimal.js';
import { keepPreviousData, useQueries, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess, type RequestOptions } from '../../../lib/api-client.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { catalogueApiPaths } from '../../../lib/catalogue-paths.js';
import { inventoryKeys } from '../inventory.keys.js';

export const PAGE_SIZE = 25;

export type TransferPage = DataOf<'/api/v1/inventory/stock-transfers/list', 'get'>;
export type StockTransfer = DataOf<'/api/v1/stock-transfers/{id}', 'get'>;
export type TransferStatus = StockTransfer['status'];
export type OrderPage = DataOf<'/api/v1/purchase-orders/list', 'get'>;
export type PurchaseOrder = DataOf<'/api/v1/purchase-orders/{id}', 'get'>;
export type OrderStatus = PurchaseOrder['status'];
export type QrMenu = DataOf<'/api/v1/inventories/qr-menus/list', 'get'>[number];
export type PublicQrMenu = DataOf<'/api/v1/qr-menus/{id}', 'get'>;
export type Business = DataOf<'/api/v1/accounts/businesses', 'get'>[number];
export type ProductHit = DataOf<'/api/v1/inventories/s/{query}/{type}/{assetCategory}', 'get'>[number];
export type SupplierHit = DataOf<'/api/v1/entities/s/{query}', 'get'>[number];
export type BankAccount = DataOf<'/api/v1/accounts/bank-accounts', 'get'>[number];

/** Bodies as the API takes them (001 §7; docs/stock-transfers.md, docs/purchase-orders.md). */
export type TransferBody = BodyOf<'/api/v1/inventory/transfer-stock', 'post'>;
export type OrderBody = BodyOf<'/api/v1/inventory/purchase-orders', 'post'>;
/** Receiving, sending or cancelling an order. */
export type OrderChangeBody = BodyOf<'/api/v1/purchase-orders/{id}', 'patch'>;
export type ReceiveBody = OrderChangeBody & { status: 'received' };
export type MenuBody = BodyOf<'/api/v1/inventories/qr-menus', 'post'>;

const id = encodeURIComponent;

// Reads
export const useTransfers = (page: number, direction: '' | 'in' | 'out') =>
  useQuery({
    queryKey: inventoryKeys.transfers(page, direction),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await apiClient.get<TransferPage>(`/inventory/stock-transfers/list?page=${page}&limit=${PAGE_SIZE}${direction ? `&direction=${direction}` : ''}`)).data,
  });
export const useTransfer = (transferId: string) =>
  useQuery({
    queryKey: inventoryKeys.transfer(transferId),
    queryFn: async () => (await apiClient.get<StockTransfer>(`/stock-transfers/${id(transferId)}`)).data,
    // A sent transfer is received by the destination a moment later: look again until it is.
    refetchInterval: (query) => (query.state.data?.status === 'sent' ? 2000 : false),
  });
export const useDestinationQuantity = (business: string, productName: string) =>
  useQuery({
    queryKey: inventoryKeys.destinationQuantity(business, productName),
    enabled: business !== '' && productName !== '',
    queryFn: async () =>
      (
        await apiClient.get<DataOf<'/api/v1/inventory/get-transfer-stock-destination-quantity', 'get'>>(
          `/inventory/get-transfer-stock-destination-quantity?business=${id(business)}&productName=${encodeURIComponent(productName)}`,
        )
      ).data.quantity,
  });
/** The owner's other businesses: where stock may go. */
export const useOtherBusinesses = () =>
  useQuery({
    queryKey: inventoryKeys.businesses(),
    queryFn: async () => (await apiClient.get<Business[]>('/accounts/businesses?all=true')).data.filter((business) => !business.current),
  });
export const useOrders = (page: number, status: string) =>
  useQuery({
    queryKey: inventoryKeys.orders(page, status),
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiClient.get<OrderPage>(`/purchase-orders/list?page=${page}&limit=${PAGE_SIZE}${status ? `&status=${status}` : ''}`)).data,
  });
export const useOrder = (orderId: string) =>
  useQuery({ queryKey: inventoryKeys.order(orderId), queryFn: async () => (await apiClient.get<PurchaseOrder>(`/purchase-orders/${id(orderId)}`)).data });
export const useNextOrderNumber = (enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.nextOrderNumber(),
    enabled,
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/purchase-orders/number', 'get'>>('/purchase-orders/number')).data.number,
  });
export const useBankAccounts = () =>
  useQuery({ queryKey: inventoryKeys.bankAccounts(), queryFn: async () => (await apiClient.get<BankAccount[]>('/accounts/bank-accounts')).data });
export const useMenus = () =>
  useQuery({ queryKey: inventoryKeys.menus(), queryFn: async () => (await apiClient.get<QrMenu[]>('/inventories/qr-menus/list')).data });
export const usePublicMenu = (menuId: string) =>
  useQuery({ queryKey: inventoryKeys.publicMenu(menuId), queryFn: async () => (await apiClient.get<PublicQrMenu>(`/qr-menus/${id(menuId)}`)).data });

export const searchProducts = async (text: string, type: 'PRODUCT' | 'ALL'): Promise<ProductHit[]> =>
  (await apiClient.get<ProductHit[]>(catalogueApiPaths.searchProducts(text, type))).data;
export const searchSuppliers = async (text: string): Promise<SupplierHit[]> =>
  (await apiClient.get<SupplierHit[]>(catalogueApiPaths.searchContacts(text))).data;

export const qrMenuPdfUrl = (menuId: string) => `/api/v1/inventories/qr-menus/${id(menuId)}/pdf`;
export const qrMenuImageUrl = (menuId: string) => `/api/v1/qr-menus/${id(menuId)}/qr.png`;

// Writes: every one changes the inventory reads, so refetch them all.
// A resubmission of the same body reuses its Idempotency-Key, so the server books it once.
function useInventoryWrite<TVariables, TData>(write: (variables: TVariables, options: RequestOptions) => Promise<ApiSuccess<TData>>) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation<ApiSuccess<TData>, ApiError, TVariables>({
    mutationFn: (variables) => write(variables, { headers: { 'Idempotency-Key': keys.keyFor(variables) } }),
    onSuccess: () => {
      keys.complete();
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}

export const useCreateTransfer = () =>
  useInventoryWrite((body: TransferBody, options) =>
    apiClient.post<DataOf<'/api/v1/inventory/transfer-stock', 'post'>>('/inventory/transfer-stock', body, options),
  );
export const useChangeTransfer = () =>
  useInventoryWrite(({ transferId, status }: { transferId: string; status: BodyOf<'/api/v1/inventory/transfer-stock/{id}', 'patch'>['status'] }, options) =>
    apiClient.patch<DataOf<'/api/v1/inventory/transfer-stock/{id}', 'patch'>>(`/inventory/transfer-stock/${id(transferId)}`, { status }, options),
  );
export const useRaiseOrder = () =>
  useInventoryWrite((body: OrderBody, options) =>
    apiClient.post<DataOf<'/api/v1/inventory/purchase-orders', 'post'>>('/inventory/purchase-orders', body, options),
  );
export const useChangeOrder = () =>
  useInventoryWrite(({ orderId, body }: { orderId: string; body: OrderChangeBody }, options) =>
    apiClient.patch<DataOf<'/api/v1/purchase-orders/{id}', 'patch'>>(`/purchase-orders/${id(orderId)}`, body, options),
  );
/** A copy of a transfer as a new draft (spec 001 §4: transfers can be duplicated). */
export const useDuplicateTransfer = () =>
  useInventoryWrite((transferId: string, options) =>
    apiClient.post<DataOf<'/api/v1/inventory/transfer-stock/{id}/duplicate', 'post'>>(`/inventory/transfer-stock/${id(transferId)}/duplicate`, {}, options),
  );
/** A copy of a purchase order as a new draft under the next number (spec 001 §4). */
export const useDuplicateOrder = () =>
  useInventoryWrite((orderId: string, options) =>
    apiClient.post<DataOf<'/api/v1/inventory/purchase-orders/{id}/duplicate', 'post'>>(`/inventory/purchase-orders/${id(orderId)}/duplicate`, {}, options),
  );
/** PUT /inventory/transfer-stock/{id}: a draft's destination, date, products and note replaced. */
export type TransferContentsBody = BodyOf<'/api/v1/inventory/transfer-stock/{id}', 'put'>;
export const useReplaceTransfer = () =>
  useInventoryWrite(({ transferId, body }: { transferId: string; body: TransferContentsBody }, options) =>
    apiClient.put<DataOf<'/api/v1/inventory/transfer-stock/{id}', 'put'>>(`/inventory/transfer-stock/${id(transferId)}`, body, options),
  );
/** What each product holds here now (a draft's lines are checked against it). */
export const useStockHere = (productIds: readonly string[]) =>
  useQueries({
    queries: productIds.map((productId) => ({
      queryKey: [...inventoryKeys.all, 'stock-here', productId],
      queryFn: async () => (await apiClient.get<{ quantity: string | null }>(catalogueApiPaths.product(productId))).data.quantity ?? '0',
    })),
  });

/** PUT /purchase-orders/{id}: the order's supplier, dates, lines and note replaced (before anything is received). */
export type OrderContentsBody = BodyOf<'/api/v1/purchase-orders/{id}', 'put'>;
export const useReplaceOrder = () =>
  useInventoryWrite(({ orderId, body }: { orderId: string; body: OrderContentsBody }, options) =>
    apiClient.put<DataOf<'/api/v1/purchase-orders/{id}', 'put'>>(`/purchase-orders/${id(orderId)}`, body, options),
  );
/** An order can be changed while nothing has been received on it and it is still open. */
export const isOrderEditable = (order: PurchaseOrder) =>
  (order.status === 'draft' || order.status === 'sent') && order.items.every((line) => new Decimal(line.received).isZero());
export const useCreateMenu = () =>
  useInventoryWrite((body: MenuBody, options) => apiClient.post<DataOf<'/api/v1/inventories/qr-menus', 'post'>>('/inventories/qr-menus', body, options));
