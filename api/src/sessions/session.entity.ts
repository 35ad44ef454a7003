import { JsonColumn, TimeColumn } from "../common/columns";
import { Entity, Index, PrimaryColumn } from "typeorm";

/** An express-session record; kept in the database so any app replica can serve any browser. */
@Entity("sessions")
export class SessionRecord {
  @PrimaryColumn({ type: "text" })
  sid!: string;

  @JsonColumn()
  data!: Record<string, unknown>;

  @Index()
  @TimeColumn()
  expiresAt!: Date;
}
