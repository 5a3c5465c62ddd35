/**
 * Applies `apply` to every element under `root` that matches `selector`, now and after each change of the page (nodes
 * added or removed, text changed, or the attributes named), until the returned function stops it. For small fixes of
 * what Payload renders (src/admin/dialogNames.ts, src/admin/concurrency/lockDialogDate.ts); `apply` must change nothing
 * it has already fixed, or its own change wakes the observer again.
 */
export function sweepOnChange(
  root: HTMLElement,
  selector: string,
  apply: (element: Element) => void,
  attributeFilter?: string[],
): () => void {
  const sweep = () => root.querySelectorAll(selector).forEach(apply)
  sweep()
  const observer = new MutationObserver(sweep)
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: Boolean(attributeFilter),
    attributeFilter,
  })
  return () => observer.disconnect()
}
