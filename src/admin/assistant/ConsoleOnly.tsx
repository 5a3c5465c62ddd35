/**
 * A conversation's status and operator are shown and changed by the console (Conversation.tsx: take over, release,
 * close), not as form fields beside it: one status on the page, not two that can disagree.
 */
export function ShownInConsole() {
  return null
}

/** Nothing on a conversation's page is saved through the form (the console writes each action itself): no Save button. */
export function NoSaveButton() {
  return null
}
