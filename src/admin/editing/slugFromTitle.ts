/** Cyrillic letters of Russian and Uzbek in Latin, as slugs of the fund's site spell them. */
const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
}

/** The apostrophes Uzbek Latin writes o‘ and g‘ (and the tutuq belgisi) with: dropped, so o‘zbek gives ozbek. */
const apostrophes = /['‘’ʻʼ`´]/g

/**
 * A slug from a title in any of the site's languages: lower case, Cyrillic transliterated, accents and Uzbek
 * apostrophes dropped, every other run of characters a single hyphen (the format slugField accepts).
 */
export function slugFromTitle(title: string, maxLength = 255): string {
  const latin = [...title.toLocaleLowerCase('ru')].map((letter) => cyrillic[letter] ?? letter).join('')
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(apostrophes, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}
