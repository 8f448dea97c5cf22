import { CLUB_TIME_ZONE, PRICE_DISPLAY_FALLBACK } from '@guildhall/contracts/limits';
import type { PublicEvent } from '@guildhall/contracts';

// Dates and times as the club announces them: in the club's time zone, whatever the visitor's browser says.
// Each format is made on first use, not when this module loads: making one with a time zone costs several ms of
// the main thread on a phone, and four at once were one long task of the event page's start (docs/choices.md).

function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, { timeZone: CLUB_TIME_ZONE, ...options })).format(date);
}

const dayFormat = lazyFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDayFormat = lazyFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = lazyFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' });
const isoDayFormat = lazyFormat('en-CA', {});

/** Today in the club's time zone, YYYY-MM-DD (events are upcoming until their day is over). */
export const clubToday = (now = new Date()) => isoDayFormat(now);

/** 'Friday, 11 December 2026' */
export const eventDay = (event: Pick<PublicEvent, 'startsAt'>) => dayFormat(new Date(event.startsAt));
/** 'Fri, 11 Dec' */
export const eventShortDay = (event: Pick<PublicEvent, 'startsAt'>) => shortDayFormat(new Date(event.startsAt));
/** '7:30 pm IST' (17:00 when the event has no time: startsAt says so). */
export const eventTime = (event: Pick<PublicEvent, 'startsAt'>) => timeFormat(new Date(event.startsAt));

/** The spec's rule: the price shown falls back to ₹1 when the event has none; a price of 0 is a free event. */
export function priceText(ticketPrice: number | null | undefined): string {
  if (ticketPrice === 0) return 'Free';
  return `₹${(ticketPrice ?? PRICE_DISPLAY_FALLBACK).toLocaleString('en-IN')}`;
}

/** 'Not Applicable' (or nothing) means the event has no sponsor. */
export const sponsorOf = (event: Pick<PublicEvent, 'sponsor'>) =>
  event.sponsor && event.sponsor.trim().toLowerCase() !== 'not applicable' ? event.sponsor : null;
