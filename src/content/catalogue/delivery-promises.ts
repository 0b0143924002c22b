/**
 * How long the firm takes to deliver its document work, once the client has sent what is needed.
 * Every page that states a delivery time reads it from here, so a service never promises two.
 */
export const DELIVERY_PROMISES = {
  contracts: '12-48 horas',
  companies: '24-72 horas',
  dataProtection: '3-5 días',
  ecommerce: '1 semana',
  consumerClaims: '1-3 días',
  trademarkFiling: '1-2 semanas',
} as const;
