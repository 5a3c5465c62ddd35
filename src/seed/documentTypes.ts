import type { DocumentTypeSeed } from './types.js'

/** The kinds of legal acts the fund publishes, in the order the site's filter lists them. */
export const documentTypeSeeds: DocumentTypeSeed[] = [
  { code: 'law', name: { uz: 'Qonun', ru: 'Закон', en: 'Law' } },
  { code: 'decree', name: { uz: 'Prezident farmoni', ru: 'Указ Президента', en: 'Presidential decree' } },
  { code: 'resolution', name: { uz: 'Qaror', ru: 'Постановление', en: 'Resolution' } },
  { code: 'regulation', name: { uz: 'Nizom', ru: 'Положение', en: 'Regulation' } },
  { code: 'order', name: { uz: 'Buyruq', ru: 'Приказ', en: 'Order' } },
]
