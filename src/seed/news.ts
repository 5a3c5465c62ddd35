import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import sharp from 'sharp'
import { transactionDb } from '../db/transactionDb.js'
import { escapeHtml } from '../richtext/html.js'
import { htmlToLexical } from '../richtext/lexical.js'
import { createLocaleByLocale } from './content.js'
import { newsCategorySeeds, regions, stories } from './newsStories.js'
import { progress } from './progress.js'
import { random } from './random.js'

/** How many posts, and how they spread: 33 over the last 12 months (2 of them hidden drafts), 3 scheduled ahead. */
const PUBLISHED = 33
const SCHEDULED = 3
const HIDDEN = new Set([7, 19])
const DAY = 24 * 60 * 60 * 1000

/** Sky, field and sun colours per category, so covers of a category look alike. */
const palettes: Record<string, { sky: [string, string]; field: [string, string]; sun: string }> = {
  'fund-news': { sky: ['#1d4e89', '#7fb7e6'], field: ['#2f6b3a', '#74a84f'], sun: '#ffe08a' },
  leasing: { sky: ['#3d7cc9', '#bfe0ff'], field: ['#b8860b', '#e8c35a'], sun: '#fff3b0' },
  subsidies: { sky: ['#2a8c82', '#b6ecd9'], field: ['#2e7d32', '#8bc34a'], sun: '#fffde7' },
  events: { sky: ['#c0392b', '#f6b26b'], field: ['#6d4c41', '#a1887f'], sun: '#ffd54f' },
  announcements: { sky: ['#4a3b8f', '#b39ddb'], field: ['#33691e', '#9ccc65'], sun: '#fff9c4' },
}

/** A landscape drawn as SVG (sky, sun, hills, furrows running to the horizon), rendered to JPEG by sharp. */
async function landscape(seed: number, category: string, width = 1200, height = 675): Promise<Buffer> {
  const next = random(seed)
  const colours = palettes[category] ?? palettes['fund-news']
  const horizon = Math.round(height * (0.45 + next() * 0.15))
  const sun = {
    x: Math.round(width * (0.15 + next() * 0.7)),
    y: Math.round(horizon * (0.25 + next() * 0.4)),
    r: Math.round(35 + next() * 45),
  }
  const hill = (base: number, amplitude: number) => {
    const points = Array.from(
      { length: 7 },
      (_, i) => `${Math.round((i / 6) * width)},${Math.round(base - next() * amplitude)}`,
    )
    return `M0,${height} L0,${base} L${points.join(' L')} L${width},${height} Z`
  }
  const vanishing = Math.round(width * (0.3 + next() * 0.4))
  const furrows = Array.from({ length: 17 }, (_, i) => {
    const x = Math.round(((i - 8) / 8) * width * 1.6 + width / 2)
    return `<line x1="${vanishing}" y1="${horizon}" x2="${x}" y2="${height}" stroke="${colours.field[0]}" stroke-opacity="0.45" stroke-width="${3 + (i % 3)}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.sky[0]}"/><stop offset="1" stop-color="${colours.sky[1]}"/></linearGradient>
      <linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.field[1]}"/><stop offset="1" stop-color="${colours.field[0]}"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${colours.sun}" fill-opacity="0.9"/>
    <path d="${hill(horizon + 10, 70)}" fill="${colours.field[0]}" fill-opacity="0.55"/>
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#field)"/>
    ${furrows}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}

/** A picture of the media library, made in the seed's transaction (a system write: nobody uploads it). */
async function storePicture(
  req: PayloadRequest,
  name: string,
  seed: number,
  category: string,
  alt: string,
): Promise<{ id: number; filename: string }> {
  const data = await landscape(seed, category)
  const doc = await req.payload.create({
    collection: 'media',
    data: { alt, originalName: name },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    req,
    overrideAccess: true,
    context: { skipAudit: true },
    depth: 0,
  })
  req.file = undefined
  return { id: Number(doc.id), filename: String(doc.filename) }
}

/** A figure whose Russian noun takes the genitive plural (5 тракторов, not 21 тракторов), so the texts stay grammatical. */
const pluralSafe = (n: number): number =>
  n % 10 >= 1 && n % 10 <= 4 && Math.floor(n / 10) % 10 !== 1 ? pluralSafe(n + 1) : n

export interface NewsCounts {
  newsCategories: number
  posts: number
  scheduled: number
  pictures: number
}

/**
 * Demo news: the categories, then 36 posts in uz, ru and en over the last twelve months, three of them scheduled for
 * the coming days and two hidden drafts; each with a generated cover, every fourth with a picture in its text and
 * every sixth with a gallery; view counts as a site that has been read for a while would have them.
 */
export async function seedNews(req: PayloadRequest, now = new Date()): Promise<NewsCounts> {
  const categoryIds = new Map<string, number>()
  for (const [index, seed] of newsCategorySeeds.entries()) {
    const id = await createLocaleByLocale(
      req,
      'news-categories',
      { slug: seed.slug, status: '1', sortOrder: (index + 1) * 10 },
      (locale) => ({ name: seed.name[locale] }),
      'slug',
    )
    categoryIds.set(seed.slug, id)
  }

  const total = PUBLISHED + SCHEDULED
  const bar = progress('news posts', total)
  const db = await transactionDb(req)
  let pictures = 0
  for (let index = 0; index < total; index++) {
    const story = stories[index % stories.length]
    const region = regions[(Math.floor(index / stories.length) * 4 + index) % regions.length]
    const figure = pluralSafe(6 + ((index * 7) % 37))
    const text = story.text(region, figure)
    // Published ones every 11 days back from today, at a working hour of Tashkent (UTC+5); scheduled ones ahead.
    const scheduled = index >= PUBLISHED
    const day = scheduled ? (index - PUBLISHED) * 3 + 2 : -(index * 11 + 1)
    const publishedAt = new Date(Math.floor(now.getTime() / DAY) * DAY + day * DAY + (4 + (index % 8)) * 60 * 60 * 1000)
    const slug = `${story.slug}-${region.slug}-${publishedAt.toISOString().slice(0, 7)}`

    const cover = await storePicture(req, `${slug}.jpg`, index * 3 + 1, story.category, text.uz.title.slice(0, 255))
    const inText =
      index % 4 === 1
        ? await storePicture(req, `${slug}-matnda.jpg`, index * 3 + 2, story.category, text.uz.title.slice(0, 255))
        : null
    const gallery =
      index % 6 === 2
        ? [
            await storePicture(req, `${slug}-1.jpg`, index * 3 + 3, story.category, ''),
            await storePicture(req, `${slug}-2.jpg`, index * 5 + 7, story.category, ''),
          ]
        : []
    pictures += 1 + (inText ? 1 : 0) + gallery.length

    const id = await createLocaleByLocale(
      req,
      'posts',
      {
        slug,
        newsCategory: categoryIds.get(story.category),
        cover: cover.id,
        images: gallery.map((picture) => picture.id),
        isFeatured: index < 3 || index === PUBLISHED,
        publishedAt: publishedAt.toISOString(),
        status: HIDDEN.has(index) ? '0' : '1',
      },
      async (locale) => {
        const [first, ...rest] = text[locale].paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        const picture = inText
          ? `<img src="/media/${encodeURIComponent(inText.filename)}" alt="${escapeHtml(text[locale].title)}">`
          : ''
        return {
          title: text[locale].title,
          excerpt: text[locale].excerpt,
          // The picture goes in as an API client would send it: HTML naming a file of the library.
          body: await htmlToLexical([first, picture, ...rest].join(''), req.payload, req),
        }
      },
    )
    // Views are counted by the public site, never written through Payload (collections/Posts.ts): set here directly.
    if (!scheduled && !HIDDEN.has(index))
      await db.execute(sql`update posts set views = ${40 + ((index * 137) % 1900)} where id = ${id}`)
    bar.step(index + 1)
  }
  return { newsCategories: newsCategorySeeds.length, posts: total, scheduled: SCHEDULED, pictures }
}
