import type { ReactNode } from 'react';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegulatoryInformation, type RegulatoryInformation } from '../api/get-regulatory-information';
import { cqcProviderPage, regulatorOf, REGULATORS } from '../lib/public-registers';
import styles from './regulatory-information-page.module.css';

/**
 * Who is registered with whom (GPhC guidance for pharmacies providing services at a distance):
 * the pharmacy and its superintendent, who is in charge now, the prescribing service's CQC
 * registration and every prescriber, each with where to check it.
 */
export function RegulatoryInformationPage() {
  useDocumentTitle('Regulatory information');
  const information = useRegulatoryInformation();
  return (
    <PageSection>
      <article className={styles.page}>
        <PageHeader eyebrow="Regulation" title="Regulatory information">
          <p>Our pharmacy, our prescribers and our prescribing service, with the registers where you can check each of them yourself.</p>
        </PageHeader>
        {information.isPending && <Skeleton height={480} />}
        {information.isError && <LoadError what="our regulatory information" error={information.error} onRetry={() => void information.refetch()} />}
        {information.data && <Registrations information={information.data} />}
      </article>
    </PageSection>
  );
}

function Registrations({ information }: { information: RegulatoryInformation }) {
  const { pharmacy, superintendent, company, prescribingService, prescribers, responsiblePharmacist, demo } = information;
  const number = (value: string) => <Registration value={value} demo={demo} />;
  return (
    <>
      {demo && (
        <p className={styles.demo} role="note">
          <strong>Demo shop.</strong> This site is a demonstration: it is not a registered pharmacy, and every registration below is made up.
        </p>
      )}
      <section className={styles.section} aria-labelledby="pharmacy">
        <h2 id="pharmacy">Our pharmacy</h2>
        <Facts
          rows={[
            ['Registered pharmacy', pharmacy.name],
            ['Premises', pharmacy.addressLines.join(', ')],
            ['GPhC premises registration number', number(pharmacy.gphcPremisesNumber)],
            ['Superintendent pharmacist', <>{superintendent.name}, GPhC {number(superintendent.gphcNumber)}</>],
          ]}
        />
        <p>
          The General Pharmaceutical Council (GPhC) regulates pharmacies and pharmacists in Great Britain. <a href={REGULATORS.GPhC.register}>Check us on the GPhC register</a>.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="responsible-pharmacist">
        <h2 id="responsible-pharmacist">Responsible pharmacist</h2>
        <p>
          {responsiblePharmacist ? (
            <>
              <strong>{responsiblePharmacist.name}</strong>, GPhC {number(responsiblePharmacist.gphcNumber)}, is the responsible pharmacist in charge of the pharmacy, since{' '}
              <time dateTime={responsiblePharmacist.since}>{formatDateTime(responsiblePharmacist.since)}</time>.
            </>
          ) : (
            'No pharmacist is in charge of the pharmacy right now. Orders are checked and sent only while a responsible pharmacist is in charge.'
          )}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="prescribing-service">
        <h2 id="prescribing-service">Our prescribing service</h2>
        <p>
          Our online prescribing service is registered with the Care Quality Commission (CQC), provider ID {number(prescribingService.cqcProviderId)}.{' '}
          <a href={cqcProviderPage(prescribingService.cqcProviderId)}>See our CQC page</a>.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="prescribers">
        <h2 id="prescribers">Our prescribers</h2>
        {prescribers.length === 0 ? (
          <p>No prescriber is registered with us yet.</p>
        ) : (
          <ul className={styles.prescribers}>
            {prescribers.map((prescriber) => {
              const regulator = regulatorOf(prescriber.professionalBody);
              return (
                <li key={`${prescriber.professionalBody}-${prescriber.registrationNumber}`}>
                  <strong>{prescriber.name}</strong>
                  <span>
                    {regulator?.name ?? prescriber.professionalBody} ({prescriber.professionalBody}) {number(prescriber.registrationNumber)}
                  </span>
                  {regulator && <a href={regulator.register}>Check the {prescriber.professionalBody} register</a>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="company">
        <h2 id="company">The company</h2>
        <Facts
          rows={[
            ['Trading name', company.tradingName],
            ['Company', company.legalName],
            ['Company number', <>{number(company.companyNumber)}, registered in {company.registeredIn}</>],
            ['Registered office', company.registeredAddressLines.join(', ')],
          ]}
        />
      </section>
    </>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A registration number; outside production marked as the demo it is. */
function Registration({ value, demo }: { value: string; demo: boolean }) {
  return (
    <>
      <span className={styles.number}>{value}</span>
      {demo && <span className={styles.demoMark}> (demo)</span>}
    </>
  );
}
