/** The fund's name as the admin UI shows it, per interface language. */
export const fundName = {
  en: 'Agricultural Financing Fund',
  ru: 'Фонд финансирования сельского хозяйства',
  uz: "Qishloq xo'jaligini moliyalashtirish jamg'armasi",
} as const

export const productName = 'Agrofund CMS'
