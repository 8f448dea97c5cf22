import { CLUB_TIME_ZONE, PRICE_DISPLAY_FALLBACK } from '@guildhall/contracts/limits';
import type { PublicEvent } from '@guildhall/contracts';

// Dates and times as the club announces them: in the club's time zone, whatever the visitor's browser says.

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE });

/** Today in the club's time zone, YYYY-MM-DD (events are upcoming until their day is over). */
export const clubToday = (now = new Date()) => isoDayFormat.format(now);

/** 'Friday, 11 December 2026' */
export const eventDay = (event: Pick<PublicEvent, 'startsAt'>) => dayFormat.format(new Date(event.startsAt));
/** 'Fri, 11 Dec' */
export const eventShortDay = (event: Pick<PublicEvent, 'startsAt'>) => shortDayFormat.format(new Date(event.startsAt));
/** '7:30 pm IST' (17:00 when the event has no time: startsAt says so). */
export const eventTime = (event: Pick<PublicEvent, 'startsAt'>) => timeFormat.format(new Date(event.startsAt));

/** The spec's rule: the price shown falls back to ₹1 when the event has none; a price of 0 is a free event. */
export function priceText(ticketPrice: number | null | undefined): string {
  if (ticketPrice === 0) return 'Free';
  return `₹${(ticketPrice ?? PRICE_DISPLAY_FALLBACK).toLocaleString('en-IN')}`;
}

/** 'Not Applicable' (or nothing) means the event has no sponsor. */
export const sponsorOf = (event: Pick<PublicEvent, 'sponsor'>) =>
  event.sponsor && event.sponsor.trim().toLowerCase() !== 'not applicable' ? event.sponsor : null;
