'use client'
export const Conversation = () => null
