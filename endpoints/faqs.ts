import { show } from '../src/api/projection.js'
import { normaliseLabel } from '../src/fields/index.js'
import { searchFilter, type ResourceDef } from '../src/api/resource.js'

/** Questions and answers — contract 4.11. Managed in the admin UI only: just the public view is served. */
export const faqs: ResourceDef<'faqs'> = {
  name: 'faqs',
  collection: 'faqs',
  public: {
    path: '/faqs',
    list: {
      paginated: true,
      filters: {
        // Exact but case-insensitive, on the stored lower-cased label of the request locale.
        category: {
          type: 'string',
          where: (value, ctx) => ({ [`categoryKey.${ctx.locale}`]: { equals: normaliseLabel(value) } }),
        },
        // The answer is rich text: its stored HTML is what the public reads, so that is what is searched.
        search: searchFilter([
          { name: 'question', localized: true },
          { name: 'answerHtml', localized: true },
        ]),
      },
      sorts: { sort_order: 'sortOrder', id: 'id' },
      defaultSort: 'sort_order',
    },
    detail: { param: 'id', field: 'id' },
    shows: {
      id: show.id(),
      question: show.localized('question'),
      answer: show.html('answerHtml'),
      category: show.localized('category'),
      sort_order: show.value('sortOrder'),
    },
  },
}
