import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { handOrderedList, type ResourceDef } from '../src/api/resource.js'
import { wire } from '../src/api/wire.js'

/**
 * Document types — contract 4.4: the vocabulary of legal documents' `doc_type`. Deleting a type still in use is
 * refused by the collection's own hook (409), and a changed code is carried over to its documents there too.
 */
export const documentTypes: ResourceDef<'document-types'> = {
  name: 'document-types',
  collection: 'document-types',
  adminPath: '/admin/document-types',
  idParam: 'documentType_id',
  roles: contentRoles,
  fields: {
    code: wire.slug('document-types', 'code'),
    name: wire.localized('name', { required: true }),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
  },
  adminList: handOrderedList([{ name: 'name', localized: true }, { name: 'code' }]),
  public: {
    path: '/document-types',
    list: { paginated: false, sort: 'sortOrder' },
    shows: { code: show.value('code'), name: show.localized('name') },
  },
}
