/** localStorage key of the register this device last sold into (so the till opens offline). */
export const REMEMBERED_REGISTER_KEY = 'ledgerline-pos-register';
