export type MessageTone = "danger" | "success";

/** The store's rule for inline messages: red when the text says something went wrong, else green. */
export const messageTone = (text: string): MessageTone => (text.toLowerCase().includes("wrong") ? "danger" : "success");
