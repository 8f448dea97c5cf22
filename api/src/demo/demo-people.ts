import type { Department, Designation } from '@guildhall/contracts';

/** Display data for the team and leaders pages: these people cannot sign in (their passwords are random). */
export interface DemoPerson {
  fullname: string;
  lpuId: string;
  department: Department;
  designation: Designation;
  program: string;
  year: number;
  bio: string;
  skills: string[];
}

const person = (
  fullname: string,
  lpuId: string,
  department: Department,
  designation: Designation,
  program: string,
  year: number,
  bio: string,
  skills: string[],
): DemoPerson => ({ fullname, lpuId, department, designation, program, year, bio, skills });

export const DEMO_LEADERS: DemoPerson[] = [
  person(
    'Aarav Mehta',
    '12110001',
    'Management',
    'CEO',
    'B.Tech CSE',
    4,
    'Started as a volunteer at the freshers night; now keeps forty people and six events a semester moving.',
    ['Leadership', 'Public speaking', 'Sponsorship'],
  ),
  person(
    'Ishita Rao',
    '12110002',
    'Technical',
    'CTO',
    'B.Tech CSE',
    4,
    'Runs the club platform and the weekend build nights. Happiest with a failing test and a pot of chai.',
    ['TypeScript', 'PostgreSQL', 'System design'],
  ),
  person(
    'Kabir Sandhu',
    '12110003',
    'Marketing',
    'CMO',
    'BBA',
    3,
    'Turns event ideas into posters, reels and full halls. Believes every campaign needs one honest number.',
    ['Brand strategy', 'Copywriting', 'Analytics'],
  ),
  person(
    'Meera Iyer',
    '12110004',
    'Event Management',
    'COO',
    'B.Com (Hons)',
    3,
    'Owns the run sheet: venues, permissions, vendors and the door. Has never lost a mic cable.',
    ['Operations', 'Budgeting', 'Vendor management'],
  ),
];

export const DEMO_TEAM: DemoPerson[] = [
  person(
    'Rohan Verma',
    '12210011',
    'Technical',
    'Head',
    'B.Tech CSE',
    3,
    'Leads the web team; reviews every pull request with kindness and a checklist.',
    ['React', 'Node.js', 'Code review'],
  ),
  person(
    'Sneha Kulkarni',
    '12310012',
    'Technical',
    'member',
    'B.Tech IT',
    2,
    'Builds the ticket scanner and breaks it on purpose before every event.',
    ['JavaScript', 'Testing', 'Accessibility'],
  ),
  person(
    'Arjun Nair',
    '12210013',
    'Management',
    'Head',
    'MBA',
    1,
    'Keeps the calendar, the minutes and the promises the club makes to partners.',
    ['Planning', 'Negotiation', 'Excel'],
  ),
  person(
    'Priya Sharma',
    '12310014',
    'Marketing',
    'member',
    'BBA',
    2,
    'Writes the newsletter and tests every subject line on her hostel floor first.',
    ['Email marketing', 'SEO', 'Canva'],
  ),
  person(
    'Devansh Gupta',
    '12310015',
    'Social Media',
    'Head',
    'B.A. Journalism',
    2,
    'Runs the club handles; answers DMs faster than anyone thought possible.',
    ['Instagram', 'Community', 'Short video'],
  ),
  person(
    'Ananya Singh',
    '12410016',
    'Media',
    'member',
    'B.Des',
    1,
    'Shoots the events and edits the aftermovies overnight.',
    ['Photography', 'Premiere Pro', 'Lighting'],
  ),
  person(
    'Vikram Joshi',
    '12210017',
    'Media',
    'Head',
    'B.Sc Multimedia',
    3,
    'Owns the cameras, the drone licence and the shared drive of ten thousand photos.',
    ['Videography', 'Colour grading', 'Drone'],
  ),
  person(
    'Tanvi Deshpande',
    '12310018',
    'Content Writing',
    'Head',
    'B.A. English',
    2,
    'Edits every caption and speech; allergic to exclamation marks.',
    ['Editing', 'Storytelling', 'Research'],
  ),
  person(
    'Nikhil Reddy',
    '12410019',
    'Content Writing',
    'member',
    'B.Tech ECE',
    1,
    'Writes the event recaps and the occasional terrible pun.',
    ['Blogging', 'Interviews', 'Proofreading'],
  ),
  person(
    'Aditi Bansal',
    '12310020',
    'Design',
    'Head',
    'B.Des',
    3,
    'Designs the posters, badges and the club’s colour palette.',
    ['Figma', 'Illustration', 'Typography'],
  ),
  person(
    'Harsh Malhotra',
    '12410021',
    'HR',
    'member',
    'BBA',
    1,
    'Welcomes new members and runs the monthly check-ins.',
    ['Onboarding', 'Listening', 'Conflict resolution'],
  ),
  person(
    'Sara Thomas',
    '12210022',
    'Event Management',
    'member',
    'B.Sc Hospitality',
    2,
    'Coordinates volunteers on event day and keeps a spare everything.',
    ['Logistics', 'Volunteering', 'First aid'],
  ),
];
