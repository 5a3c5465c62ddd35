/** A YouTube or Vimeo link, with the URLs the site needs to embed it. */
export interface VideoLink {
  provider: 'youtube' | 'vimeo'
  id: string
  embedUrl: string
  thumbnailUrl: string | null
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

export function parseVideoUrl(text: string): VideoLink | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  if (YOUTUBE_HOSTS.has(host)) {
    const segments = url.pathname.split('/').filter(Boolean)
    const id = host.endsWith('youtu.be') ? segments[0] : url.searchParams.get('v') ?? (['embed', 'shorts', 'live', 'v'].includes(segments[0]) ? segments[1] : undefined)
    if (!id || !/^[A-Za-z0-9_-]{11}$/.test(id)) return null
    return { provider: 'youtube', id, embedUrl: `https://www.youtube.com/embed/${id}`, thumbnailUrl: `https://img.youtube.com/vi/${id}/hqdefault.jpg` }
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = url.pathname.split('/').filter(Boolean).find((segment) => /^\d{6,12}$/.test(segment))
    if (!id) return null
    return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}`, thumbnailUrl: null }
  }
  return null
}
