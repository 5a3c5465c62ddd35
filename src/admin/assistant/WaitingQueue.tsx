'use client'
export const WaitingQueue = () => null
