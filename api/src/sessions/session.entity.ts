import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** An express-session record; kept in the database so any app replica can serve any browser. */
@Entity("sessions")
export class SessionRecord {
  @PrimaryColumn({ type: "text" })
  sid!: string;

  @Column({ type: "jsonb" })
  data!: Record<string, unknown>;

  @Index()
  @Column({ type: "timestamptz" })
  expiresAt!: Date;
}
