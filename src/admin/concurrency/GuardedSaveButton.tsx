'use client'
import { getTranslation } from '@payloadcms/translations'
import {
  FormSubmit,
  toast,
  useConfig,
  useDocumentInfo,
  useEditDepth,
  useForm,
  useFormModified,
  useHotkey,
  useLocale,
  useModal,
  useOperation,
  useTranslation,
} from '@payloadcms/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { LatestChange } from '../../concurrency/latestChange.js'
import { IF_MATCH_FIELD } from '../../concurrency/formKey.js'
import { versionTag } from '../../concurrency/versionTag.js'
import { interfaceText, type InterfaceTextKey } from '../../i18n/interfaceText.js'
import { formatDateTime } from '../format.js'
import { changesSince, mergeMine, namedFields, summary } from './changes.js'
import { useReleaseLockOnClose } from './releaseLockOnClose.js'
import './conflict.scss'

/** The modal slug of Payload's stale-data notice (@payloadcms/ui 3.90, elements/DocumentStaleData). */
const PAYLOAD_STALE_NOTICE = 'document-stale-data'

interface Conflict {
  latest: LatestChange
  base: Record<string, unknown>
  mine: Record<string, unknown>
}

/**
 * The edit view's Save for every collection: a save names the version the editor started from, and when someone saved
 * the record since, a dialog in the interface language says who, when and what, and offers to load the saved version
 * keeping the editor's changes, to compare, or to save over it knowingly. The form is never reset by the dialog.
 * The server refuses a stale save all the same (src/concurrency/staleWrites.ts) if two saves cross after this check.
 */
export function GuardedSaveButton({ label }: { label?: string }) {
  const { i18n, t } = useTranslation()
  const text = (key: InterfaceTextKey) => interfaceText(i18n, key)
  const { id, collectionSlug, savedDocumentData, uploadStatus, updateSavedDocumentData } = useDocumentInfo()
  const { submit, getData, reset, setModified } = useForm()
  const modified = useFormModified()
  const operation = useOperation()
  const editDepth = useEditDepth()
  const locale = useLocale()
  const { config, getEntityConfig } = useConfig()
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [comparing, setComparing] = useState(false)
  const [busy, setBusy] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  // The saved version the editor chose to keep editing over: Payload's notice does not bring the dialog back for it.
  const dismissed = useRef<string | null>(null)
  const disabled = (operation === 'update' && !modified) || uploadStatus === 'uploading' || busy

  const fields = useMemo(
    () => namedFields(collectionSlug ? (getEntityConfig({ collectionSlug })?.fields ?? []) : []),
    [collectionSlug, getEntityConfig],
  )

  useReleaseLockOnClose(`${config.serverURL}${config.routes.api}`, collectionSlug, id)

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    ref.current?.click()
  })

  const save = (tag: string | null) => void submit(tag ? { overrides: { [IF_MATCH_FIELD]: tag } } : undefined)

  /**
   * Asks the server which version is current. The same version: the save goes ahead (when `thenSave`), naming it.
   * Another one: the dialog, with the editor's input as it is now.
   */
  const check = async (thenSave: boolean) => {
    const base = id ? versionTag(id, savedDocumentData?.updatedAt as string | undefined) : null
    if (!id || !collectionSlug || !base) return thenSave ? save(null) : undefined
    setBusy(true)
    let latest: LatestChange | null = null
    try {
      const response = await fetch(
        `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/latest-change?locale=${encodeURIComponent(locale.code)}`,
        { credentials: 'include', headers: { 'Accept-Language': i18n.language } },
      )
      if (response.ok) latest = (await response.json()) as LatestChange
    } catch {
      // Unreachable now: the save itself will say so; the server still checks the version.
    } finally {
      setBusy(false)
    }
    if (!latest || latest.etag === base) return thenSave ? save(base) : undefined
    if (!thenSave && latest.etag === dismissed.current) return
    setComparing(false)
    setConflict({ latest, base: (savedDocumentData ?? {}) as Record<string, unknown>, mine: getData() })
  }

  const onSave = () => {
    if (uploadStatus === 'uploading') return
    void check(true)
  }

  // Payload's own notice of a record saved elsewhere (DocumentStaleData, shown at the editor's first change) offers
  // only a reload, which throws the editor's input away: this dialog is shown in its place.
  const { isModalOpen, closeModal } = useModal()
  const payloadNoticeOpen = isModalOpen(PAYLOAD_STALE_NOTICE)
  useEffect(() => {
    if (!payloadNoticeOpen) return
    closeModal(PAYLOAD_STALE_NOTICE)
    void check(false)
    // Once per notice: check() reads the form as it is when the notice opens.
  }, [payloadNoticeOpen])

  const changes = conflict ? changesSince(fields, conflict.base, conflict.latest.doc, conflict.mine) : []
  const labelOf = (field: { name: string; label: unknown }) =>
    field.label ? getTranslation(field.label as string, i18n) : field.name

  const loadTheirs = async () => {
    if (!conflict) return
    const merged = mergeMine(fields, conflict.base, conflict.latest.doc, conflict.mine)
    setConflict(null)
    await reset(merged)
    updateSavedDocumentData(conflict.latest.doc)
    // The editor's own changes are in the form and not saved yet.
    setModified(true)
    toast.success(text('conflictMerged'))
  }

  const overwrite = () => {
    if (!conflict) return
    const tag = conflict.latest.etag
    setConflict(null)
    save(tag)
  }

  return (
    <>
      <FormSubmit buttonId="action-save" disabled={disabled} onClick={onSave} ref={ref} size="medium" type="button">
        {label || t('general:save')}
      </FormSubmit>
      {conflict && (
        <div className="save-conflict" role="presentation">
          <div
            className="save-conflict__dialog"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="save-conflict-title"
          >
            <h2 id="save-conflict-title">{text('conflictTitle')}</h2>
            <p>{text('conflictIntro')}</p>
            <dl className="save-conflict__facts">
              <dt>{text('conflictWho')}</dt>
              <dd data-fact="who">{conflict.latest.editor ?? text('conflictUnknownEditor')}</dd>
              <dt>{text('conflictWhen')}</dt>
              <dd data-fact="when">{formatDateTime(conflict.latest.updatedAt)}</dd>
              <dt>{text('conflictWhat')}</dt>
              <dd data-fact="what">
                {changes.length === 0 ? (
                  text('conflictNoFields')
                ) : (
                  <ul>
                    {changes.map((change) => (
                      <li key={change.name}>
                        {labelOf(change)}
                        {change.both && <em> — {text('conflictBoth')}</em>}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
            {comparing && changes.length > 0 && (
              <table className="save-conflict__compare">
                <thead>
                  <tr>
                    <th>{text('conflictField')}</th>
                    <th>{text('conflictTheirs')}</th>
                    <th>{text('conflictMine')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.name}>
                      <th scope="row">{labelOf(change)}</th>
                      <td>{summary(change.theirs) || text('conflictEmpty')}</td>
                      <td>{summary(change.mine) || text('conflictEmpty')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div className="save-conflict__actions">
              <button
                type="button"
                className="btn btn--style-primary btn--size-medium"
                onClick={() => void loadTheirs()}
              >
                {text('conflictLoadTheirs')}
              </button>
              {changes.length > 0 && (
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-medium"
                  onClick={() => setComparing(!comparing)}
                  aria-pressed={comparing}
                >
                  {text('conflictCompare')}
                </button>
              )}
              <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={overwrite}>
                {text('conflictOverwrite')}
              </button>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-medium"
                onClick={() => {
                  dismissed.current = conflict.latest.etag
                  setConflict(null)
                }}
              >
                {text('conflictCancel')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  )
}
