import type { AppConfig } from '../config.js';
import { PaystackProvider, type PaymentProvider } from './payment-provider.js';
import { PaystackSimulator } from './paystack-simulator.js';

/**
 * The card provider of a process that charges saved cards on its own (the worker): Paystack when
 * PAYSTACK_SECRET_KEY is set, otherwise a simulator on loopback that charges any authorization
 * code of the simulators' shape (the cards were saved through the API's simulator, another process).
 */
export async function paymentProviderOf(config: Pick<AppConfig, 'paystackSecretKey' | 'paystackBaseUrl'>): Promise<{
  provider: PaymentProvider;
  simulator?: PaystackSimulator;
  stop(): Promise<void>;
}> {
  if (config.paystackSecretKey) {
    return { provider: new PaystackProvider('paystack', config.paystackBaseUrl, config.paystackSecretKey), stop: async () => undefined };
  }
  const simulator = await new PaystackSimulator({ chargesAnyIssuedShape: true }).start();
  return { provider: new PaystackProvider('simulator', simulator.baseUrl, simulator.secretKey), simulator, stop: () => simulator.stop() };
}
