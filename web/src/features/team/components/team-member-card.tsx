import type { TeamMember } from '../api/get-team';
import styles from './team-member-card.module.css';

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      <img
        src={member.imageUrl}
        alt={`Portrait of ${member.name}`}
        width={400}
        height={400}
        loading="lazy"
        className={styles.portrait}
      />
      <h2 className={styles.name}>{member.name}</h2>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.registration}>
        <span className="visually-hidden">Professional registration: </span>
        {member.registration}
      </p>
      <p className={styles.bio}>{member.bio}</p>
    </article>
  );
}
