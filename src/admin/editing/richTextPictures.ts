import { picturesOnly } from '../../media/types.js'

/**
 * The filter of Lexical's upload drawer in every rich text: pictures only, as every picture field's picker (read by
 * the drawer through src/build/richTextPicturesLoader.cjs). Set once when the admin UI's providers load, before any
 * editor renders.
 */
;(globalThis as Record<symbol, unknown>)[Symbol.for('agrofund.richTextUploadFilter')] = { media: picturesOnly }
