import type { DoorEvent } from '@guildhall/contracts';
import { chooseDoorEvent, doorOptionLabel, eventWhen, groupDoorEvents } from './event-choice';
import { lastDoorEvent } from './offline/last-event';

const event = (id: string, date: string, time: string | null = '19:00', status?: DoorEvent['status']): DoorEvent => ({
  id,
  title: `Event ${id}`,
  date,
  time,
  venue: 'Block 32',
  status,
});

// 12 Dec 2026, 6:30 pm club time (UTC+05:30).
const EVENING = new Date('2026-12-12T13:00:00Z');
const LATER = event('later', '2026-12-30');
const NEXT = event('next', '2026-12-14');
const TODAY = event('today', '2026-12-12', '19:30');
const PAST = event('past', '2026-12-01');
const DONE = event('done', '2026-12-12', '10:00', 'completed');

const ids = (events: readonly DoorEvent[] | undefined) => events?.map((e) => e.id);

it('opens today’s event, else the next upcoming one, never the furthest-future one', () => {
  expect(chooseDoorEvent([LATER, PAST, TODAY, NEXT], null, EVENING)?.id).toBe('today');
  expect(chooseDoorEvent([LATER, PAST, NEXT], null, EVENING)?.id).toBe('next');
  // Completed today is past; with nothing ahead, the latest past one.
  expect(chooseDoorEvent([PAST, DONE, LATER], null, EVENING)?.id).toBe('later');
  expect(chooseDoorEvent([PAST, DONE], null, EVENING)?.id).toBe('done');
  expect(chooseDoorEvent([], null, EVENING)).toBeUndefined();
});

it('of two events today, opens the one on now: started last, or starting within the hour', () => {
  const morning = event('morning', '2026-12-12', '09:00');
  const night = event('night', '2026-12-12', '21:00');
  const at = (clubTime: string) => new Date(`2026-12-12T${clubTime}:00+05:30`);
  expect(chooseDoorEvent([night, morning], null, at('07:00'))?.id).toBe('morning'); // none on yet: the first
  expect(chooseDoorEvent([night, morning], null, at('13:00'))?.id).toBe('morning');
  expect(chooseDoorEvent([night, morning], null, at('20:15'))?.id).toBe('night'); // doors open before 21:00
  expect(chooseDoorEvent([night, morning], null, at('23:30'))?.id).toBe('night');
});

it('keeps last night’s event open past midnight, until 6 am club time', () => {
  const party = event('party', '2026-12-12', '22:00');
  const events = [party, NEXT];
  expect(chooseDoorEvent(events, null, new Date('2026-12-13T01:30:00+05:30'))?.id).toBe('party');
  expect(chooseDoorEvent(events, null, new Date('2026-12-13T06:30:00+05:30'))?.id).toBe('next');
});

it('keeps the volunteer’s pick for the rest of the door’s day, if the caller may still staff it', () => {
  const events = [LATER, PAST, TODAY, NEXT];
  expect(chooseDoorEvent(events, { eventId: 'past', pickedAt: EVENING.toISOString() }, EVENING)?.id).toBe('past');
  expect(chooseDoorEvent(events, { eventId: 'gone', pickedAt: EVENING.toISOString() }, EVENING)?.id).toBe('today');
});

describe('the remembered pick', () => {
  beforeEach(() => localStorage.clear());

  it('holds for the door’s day (past midnight, until 6 am) and is forgotten the next day', () => {
    lastDoorEvent.set('past', new Date('2026-12-12T17:00:00+05:30'));
    expect(lastDoorEvent.get(new Date('2026-12-12T23:00:00+05:30'))?.eventId).toBe('past');
    expect(lastDoorEvent.get(new Date('2026-12-13T05:59:00+05:30'))?.eventId).toBe('past');
    expect(lastDoorEvent.get(new Date('2026-12-13T06:00:00+05:30'))).toBeNull();
    expect(lastDoorEvent.get(new Date('2026-12-14T17:00:00+05:30'))).toBeNull();
  });

  it('ignores what an older door stored, or anything unreadable', () => {
    localStorage.setItem('guildhall-door:pick', 'not json');
    expect(lastDoorEvent.get()).toBeNull();
    localStorage.setItem('guildhall-door:pick', JSON.stringify({ eventId: 'x' }));
    expect(lastDoorEvent.get()).toBeNull();
  });
});

it('groups the picker: Today, Upcoming (soonest first), then Past (latest first, completed ones whatever their day)', () => {
  const groups = groupDoorEvents([LATER, PAST, DONE, TODAY, NEXT], EVENING);
  expect(groups.map((group) => [group.label, ids(group.events)])).toEqual([
    ['Today', ['today']],
    ['Upcoming', ['next', 'later']],
    ['Past', ['done', 'past']],
  ]);
  expect(groupDoorEvents([PAST], EVENING).map((group) => group.label)).toEqual(['Past']);
  // A completed event of a later day is past too, after every upcoming one; the door opens the next ticketed one.
  const doneEarly = event('done-early', '2026-12-20', '19:00', 'completed');
  expect(groupDoorEvents([doneEarly, LATER, NEXT], EVENING).map((group) => [group.label, ids(group.events)])).toEqual([
    ['Upcoming', ['next', 'later']],
    ['Past', ['done-early']],
  ]);
  expect(chooseDoorEvent([doneEarly, LATER, NEXT], null, EVENING)?.id).toBe('next');
});

it('writes an event’s day and start through the date module', () => {
  expect(eventWhen(TODAY)).toBe('12 Dec 2026, 7:30 pm');
  expect(eventWhen({ date: '2026-12-31', time: null })).toBe('31 Dec 2026');
  expect(doorOptionLabel(TODAY, 'today')).toBe('Event today · 7:30 pm');
  expect(doorOptionLabel({ ...TODAY, time: null }, 'today')).toBe('Event today · today');
  expect(doorOptionLabel(NEXT, 'upcoming')).toBe('Event next · 14 Dec 2026');
});
