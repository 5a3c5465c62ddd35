/* global module */
/**
 * Lexical's upload drawer (@payloadcms/richtext-lexical 3.90, features/upload/client/drawer) opens the media library
 * with every file in it: a PDF could be placed in a text as if it were a picture (issue 37, point 4). This webpack
 * loader gives the drawer a filter read from `globalThis` under Symbol.for('agrofund.richTextUploadFilter'), which
 * src/admin/editing/richTextPictures.ts sets to the project's picture filter (src/media/types.ts `picturesOnly`, one
 * list of types for every picker): only pictures are listed. The server refuses any other file newly placed in a text
 * all the same (src/fields/pictures.ts `validateRichTextPictures`). A file that should hold the drawer's options and
 * does not (an upgrade changed them) fails the build instead of offering documents again.
 */
const OPTIONS = /\{\s*collectionSlugs\s*:\s*([\w$]+)\s*,\s*uploads\s*:\s*(!0|true)\s*\}/g

/** The drawer's copies in @payloadcms/richtext-lexical 3.90: the bundled client export and the unbundled module. */
const FILES =
  /@payloadcms[\\/]richtext-lexical[\\/]dist[\\/](exports[\\/]client[\\/]index|features[\\/]upload[\\/]client[\\/]drawer[\\/]index)\.js$/

const FILTER = 'globalThis[Symbol.for("agrofund.richTextUploadFilter")]'

function withPicturesOnly(source, file) {
  let count = 0
  const rewritten = source.replace(OPTIONS, (_match, slugs, uploads) => {
    count++
    return `{collectionSlugs:${slugs},uploads:${uploads},filterOptions:${FILTER}}`
  })
  if (count !== 1)
    throw new Error(
      `${file}: expected Lexical's upload drawer options { collectionSlugs, uploads: true } once, found them ${count} times`,
    )
  return rewritten
}

module.exports = function richTextPicturesLoader(source) {
  return withPicturesOnly(source, this.resourcePath)
}
module.exports.FILES = FILES
module.exports.withPicturesOnly = withPicturesOnly
