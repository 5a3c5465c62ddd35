import type { Access } from 'payload'

/**
 * The request context flag of a citizen's submission (POST /api/v1/appeals, which validated it first): the one way an
 * appeal and its files are created. Nothing outside the service can set a request's context.
 */
export const APPEAL_SUBMISSION = 'appealSubmission'

export const isAppealSubmission: Access = ({ req }) => req.context?.[APPEAL_SUBMISSION] === true
