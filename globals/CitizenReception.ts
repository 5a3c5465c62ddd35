import type { GlobalConfig } from 'payload'
import { isContentEditor } from '../src/access/roles.js'
import { groups, labels, localizedRichText, localizedText } from '../src/fields/index.js'
import { withGlobalAuditTrail } from '../src/hooks/audit.js'

/** Citizen reception (contract 4.12): one settings record, managed in the admin UI only; public through /api/v1. */
export const CitizenReception: GlobalConfig = withGlobalAuditTrail({
  slug: 'citizen-reception',
  label: labels('Citizen reception', 'Приём граждан', 'Fuqarolar qabuli'),
  admin: { group: groups.structure },
  access: { read: () => true, update: isContentEditor },
  versions: { max: 50 },
  fields: [
    localizedText('address', labels('Address', 'Адрес', 'Manzil'), { textarea: true }),
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 32, label: labels('Phone', 'Телефон', 'Telefon') },
        {
          name: 'helpline',
          type: 'text',
          maxLength: 32,
          label: labels('Helpline', 'Телефон доверия', 'Ishonch telefoni'),
        },
        { name: 'email', type: 'email', label: labels('Email', 'Эл. почта', 'Elektron pochta') },
      ],
    },
    localizedText('workingHours', labels('Working hours', 'Часы работы', 'Ish vaqti')),
    {
      name: 'map',
      type: 'group',
      label: labels('Map', 'Карта', 'Xarita'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90, label: labels('Latitude', 'Широта', 'Kenglik') },
            { name: 'lng', type: 'number', min: -180, max: 180, label: labels('Longitude', 'Долгота', 'Uzunlik') },
          ],
        },
      ],
    },
    ...localizedRichText('notes', labels('Notes', 'Примечания', 'Izohlar')),
  ],
})
