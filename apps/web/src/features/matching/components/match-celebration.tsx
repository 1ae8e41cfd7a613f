import type { PublicProfile } from "@kindred/contracts";
import confetti from "canvas-confetti";
import { Heart, MessageCircle } from "lucide-react";
import { motion } from "motion/react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { firstNameOf, initialOf, thumbnailOf } from "@/lib/profile-format";
import { CELEBRATION_AVATAR_DELAY_MS, CONFETTI_DURATION_MS } from "../utils/constants";

export type Celebration = { profile: PublicProfile; matchId: string };

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Two cannons from the bottom corners for 3 s, on a canvas of our own inside the overlay. */
function useConfetti(canvas: HTMLCanvasElement | null) {
  useEffect(() => {
    if (!canvas || prefersReducedMotion()) return;
    const shoot = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    const colors = ["#e11d48", "#fb7185", "#f59e0b", "#a855f7", "#ffffff"];
    const end = Date.now() + CONFETTI_DURATION_MS;
    let frame = 0;
    const burst = () => {
      void shoot({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.9 }, colors, ticks: 220 });
      void shoot({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.9 }, colors, ticks: 220 });
      if (Date.now() < end) frame = requestAnimationFrame(burst);
    };
    frame = requestAnimationFrame(burst);
    return () => {
      cancelAnimationFrame(frame);
      shoot.reset();
    };
  }, [canvas]);
}

function CelebrationBody({ celebration }: { celebration: Celebration }) {
  const name = firstNameOf(celebration.profile);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [showAvatar, setShowAvatar] = useState(false);
  useConfetti(canvas);
  useEffect(() => {
    const timer = window.setTimeout(() => setShowAvatar(true), CELEBRATION_AVATAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <canvas ref={setCanvas} aria-hidden="true" className="pointer-events-none fixed inset-0 size-full" />
      <div className="relative flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30"
        >
          <Heart className="size-7" fill="currentColor" />
        </span>
        <DialogPrimitive.Title className="mt-4 text-4xl font-extrabold tracking-tight text-white drop-shadow-sm sm:text-5xl">
          {t("It's a Match!")}
        </DialogPrimitive.Title>
        {/* Reserved space: the avatar arrives after 0.8 s without moving the text. */}
        <div className="mt-8 flex size-36 items-center justify-center sm:size-40">
          {showAvatar ? (
            <motion.div
              role="img"
              aria-label={name}
              initial={{ opacity: 0, scale: 0.5 }}
              animate={{ opacity: 1, scale: 1 }}
              transition={{ type: "spring", stiffness: 260, damping: 18 }}
              className="rounded-full bg-white p-1.5 shadow-2xl shadow-rose-950/40"
            >
              <Avatar
                src={thumbnailOf(celebration.profile)}
                fallback={initialOf(name)}
                className="size-32 sm:size-36"
                pixels={144}
                fallbackClassName="bg-rose-100 text-5xl"
              />
            </motion.div>
          ) : null}
        </div>
        <DialogPrimitive.Description className="mt-6 max-w-xs text-lg font-medium text-white">
          {t("You and {name} liked each other!", { name })}
        </DialogPrimitive.Description>
      </div>
    </>
  );
}

type MatchCelebrationProps = {
  celebration: Celebration | null;
  onClose: () => void;
  /** Records that it was seen, before either button leaves (awaited before a full page load). */
  onSeen?: (celebration: Celebration) => Promise<unknown>;
};

/**
 * Spec 001 'Match celebration overlay': "It's a Match!", confetti for 3 s (none for members who ask
 * for reduced motion), the other member's avatar after 0.8 s, and two ways on. Send Message is a full
 * page load of /messages/{matchedUserId}, as the spec says.
 */
export function MatchCelebration({ celebration, onClose, onSeen }: MatchCelebrationProps) {
  const keepSwiping = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (celebration) void onSeen?.(celebration).catch(() => undefined);
    onClose();
  };
  const sendMessage = async () => {
    if (!celebration) return;
    // A failed 'seen' only means the overlay shows once more; it must not keep them from the chat.
    await onSeen?.(celebration).catch(() => undefined);
    window.location.assign(`/messages/${celebration.profile.id}`);
  };
  return (
    <DialogPrimitive.Root open={celebration !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-linear-to-br from-rose-600/95 via-rose-700/95 to-fuchsia-900/95 backdrop-blur-sm" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keepSwiping.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center overflow-y-auto px-6 py-10 outline-none"
        >
          {celebration ? <CelebrationBody key={celebration.matchId} celebration={celebration} /> : null}
          <div className="relative mt-10 grid w-full max-w-xs gap-3">
            <Button
              variant="inverse"
              size="lg"
              className="focus-visible:outline-white"
              onClick={() => void sendMessage()}
            >
              <MessageCircle aria-hidden="true" />
              {t("Send Message")}
            </Button>
            <Button
              ref={keepSwiping}
              variant="ghost"
              size="lg"
              className="text-white ring-1 ring-white/60 hover:bg-white/15 hover:text-white focus-visible:outline-white"
              onClick={close}
            >
              {t("Keep Swiping")}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
