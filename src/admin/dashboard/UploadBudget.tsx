import type { PayloadRequest } from 'payload'
import React from 'react'
import { uploadBudgetState } from '../../appeals/uploadBudget.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { formatDateTime, formatFileSize } from '../format.js'

/**
 * Where the budget of appeal files stands (src/appeals/uploadBudget.ts): what the last hour and the unreviewed
 * appeals hold of their bounds, when the hour's space frees up, each sender's share, and whether attachments are
 * refused now, so staff know why a citizen could not attach before anyone asks. Counted as the checks count.
 */
export async function UploadBudget({ req }: { req: PayloadRequest }) {
  const { i18n } = req
  const state = await uploadBudgetState(req.payload)
  const size = formatFileSize
  const percent = state.perHour
    ? Math.min(100, Math.round((state.perHour.usedBytes / state.perHour.limitBytes) * 100))
    : null
  return (
    <div
      className="agrofund-dashboard__overdue"
      data-testid="dashboard-upload-budget"
      data-refusing={state.refusing ? 'true' : 'false'}
    >
      <h3>{interfaceText(i18n, 'uploadBudget')}</h3>
      {percent === null ? null : (
        <span className={`agrofund-dashboard__figure${state.refusing ? ' agrofund-dashboard__figure--alert' : ''}`}>
          {percent}%
        </span>
      )}
      <p>
        {interfaceText(
          i18n,
          state.refusing
            ? 'uploadBudgetRefusing'
            : state.perHour || state.pending
              ? 'uploadBudgetAccepting'
              : 'uploadBudgetUnlimited',
        )}
      </p>
      <ul className="agrofund-dashboard__list">
        {state.perHour ? (
          <li data-budget="per-hour">
            {interfaceText(i18n, 'uploadBudgetHour', {
              used: size(state.perHour.usedBytes),
              limit: size(state.perHour.limitBytes),
              left: size(Math.max(0, state.perHour.limitBytes - state.perHour.usedBytes)),
            })}
            {state.perHour.refillsAt ? (
              <>
                {'. '}
                {interfaceText(i18n, 'uploadBudgetRefills', { time: formatDateTime(state.perHour.refillsAt) })}
              </>
            ) : null}
          </li>
        ) : null}
        {state.pending ? (
          <li data-budget="pending">
            {interfaceText(i18n, 'uploadBudgetPending', {
              used: size(state.pending.usedBytes),
              limit: size(state.pending.limitBytes),
            })}{' '}
            <span className="agrofund-dashboard__when">({interfaceText(i18n, 'uploadBudgetPendingHint')})</span>
          </li>
        ) : null}
        {state.perAddressBytes === null ? null : (
          <li data-budget="per-address">
            {interfaceText(i18n, 'uploadBudgetPerAddress', { size: size(state.perAddressBytes) })}
          </li>
        )}
      </ul>
    </div>
  )
}
