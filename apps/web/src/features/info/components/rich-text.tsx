import { Fragment, type ReactNode } from "react";

/** Marks where a placeholder's element goes in a translated sentence (see `Rich`). */
const SLOT = "\u0000";

/** The value a message's `{name}` gets when an element stands there: `t("… {link} …", { link: slot("link") })`. */
export const slot = (name: string) => `${SLOT}${name}${SLOT}`;

/**
 * A translated sentence with elements inside it (a link, a bold lead, an operator's detail): the
 * message keeps the whole sentence, so translators see it all, with a `{name}` where each element
 * stands, filled with `slot(name)` and put back here.
 */
export function Rich({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(SLOT).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? parts[part] : part}</Fragment>
      ))}
    </>
  );
}

/** A list item or line that opens with a bold lead: `t("{lead} the rest.", { lead: slot("lead") })`. */
export function Lead({ lead, text }: { lead: string; text: string }) {
  return <Rich text={text} parts={{ lead: <strong>{lead}</strong> }} />;
}
