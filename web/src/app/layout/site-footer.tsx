import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Logo } from '../../components/brand/logo';
import { InstagramIcon } from '../../components/icons/instagram-icon';
import { TikTokIcon } from '../../components/icons/tiktok-icon';
import { regulatoryInformationQueryOptions } from '../../features/regulatory-information/api/get-regulatory-information';
import { NewsletterSignUpIsland } from '../../islands/islands';
import { CONTACT_EMAIL } from '../../lib/brand';
import styles from './site-footer.module.css';

const CONDITION_LINKS = [
  { to: '/acne', label: 'Acne' },
  { to: '/shop', label: 'Hormonal breakouts' },
  { to: '/glow', label: 'Glow' },
  { to: '/anti-ageing', label: 'Anti-ageing' },
  { to: '/hyperpigmentation', label: 'Hyperpigmentation' },
] as const;

export function SiteFooter() {
  // Loaded by the root route for every page; the link stands even before it arrives.
  const registration = useQuery(regulatoryInformationQueryOptions).data;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <NewsletterSignUpIsland />
          <nav aria-label="Footer" className={styles.columns}>
            <div>
              <h2 className={styles.heading}>Treatments</h2>
              <ul className={styles.list}>
                {CONDITION_LINKS.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className={styles.heading}>Help</h2>
              <ul className={styles.list}>
                <li>
                  <Link to="/meet-the-team">Meet the team</Link>
                </li>
                <li>
                  <Link to="/faqs">FAQs</Link>
                </li>
                <li>
                  {/* The refund policy itself, in the terms: the section the footer's promise points at. */}
                  <Link to="/terms" hash="refunds">
                    Refunds
                  </Link>
                </li>
                <li>
                  <a href={`mailto:${CONTACT_EMAIL}`}>Contact us</a>
                </li>
              </ul>
            </div>
            <div>
              <h2 className={styles.heading}>Follow us</h2>
              <ul className={styles.social}>
                <li>
                  <a href="https://www.instagram.com/" aria-label="Instagram">
                    <InstagramIcon />
                  </a>
                </li>
                <li>
                  <a href="https://www.tiktok.com/" aria-label="TikTok">
                    <TikTokIcon />
                  </a>
                </li>
              </ul>
            </div>
          </nav>
        </div>
        <div className={styles.bottom}>
          <Logo />
          <ul className={styles.legal}>
            <li>
              <a href="/legal/privacy-policy.pdf">Privacy policy (PDF)</a>
            </li>
            <li>
              <a href="/legal/terms.pdf">Terms and conditions (PDF)</a>
            </li>
            <li>
              <Link to="/regulatory-information">Regulatory information</Link>
            </li>
          </ul>
          <p className={styles.copyright}>Copyright 2025</p>
          {registration && (
            <p className={styles.registration}>
              {registration.pharmacy.name}, GPhC registered pharmacy {registration.pharmacy.gphcPremisesNumber}
              {registration.demo && ' (demo)'}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
