import { publicRoutes } from '../src/api/crud.js'
import { normaliseLabel } from '../src/fields/index.js'
import { pickLocale } from '../src/api/localization.js'
import { searchFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import type { Locale, Localized } from '../src/config/locales.js'


const publicFaq = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  question: pickLocale(doc.question as Localized, locale),
  answer: pickLocale(doc.answerHtml as Localized, locale),
  category: pickLocale(doc.category as Localized, locale),
  sort_order: doc.sortOrder,
})

/** Questions and answers — contract 4.11. Managed in the admin UI only: just the public view is served. */
export const faqs: Pick<ResourceDef, 'name' | 'collection' | 'public'> = {
  name: 'faqs',
  collection: 'faqs',
  public: {
    path: '/faqs',
    list: {
      paginated: true,
      filters: {
        // Exact but case-insensitive, on the stored lower-cased label of the request locale.
        category: { type: 'string', where: (value, ctx) => ({ [`categoryKey.${ctx.locale}`]: { equals: normaliseLabel(value) } }) },
        // The answer is rich text: its stored HTML is what the public reads, so that is what is searched.
        search: searchFilter([{ name: 'question', localized: true }, { name: 'answerHtml', localized: true }]),
      },
      sorts: { sort_order: 'sortOrder', id: 'id' },
      defaultSort: 'sort_order',
    },
    detail: { param: 'id', field: 'id' },
    fields: ['question', 'answerHtml', 'category', 'sortOrder'],
    project: publicFaq,
  },
}

export const faqsRoutes: RouteSpec[] = publicRoutes(faqs)
