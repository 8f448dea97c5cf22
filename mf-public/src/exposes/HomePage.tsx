import { LandingHero } from '../features/landing/components/LandingHero';

/** `mf_public/HomePage`: the landing page at `/` and `/home`. */
export default function HomePage() {
  return <LandingHero />;
}
