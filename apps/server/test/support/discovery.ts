import type { TestClient } from "./client";

export type Card = {
  profile: { id: string; firstName: string; distanceKm: number | null };
  compatibility: { score: number; reasons: string[] };
  likedYou: boolean;
};

/** The ids on the member's deck, in its order. */
export const deckIds = async (client: TestClient) =>
  (await client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards.map((card) => card.profile.id);

// Every test works in its own town (a unique latitude band) so members of other tests stay out of range.
let town = 0;
export const place = () => {
  town += 1;
  return { location: `Town ${town}`, latitude: 10 + town * 2, longitude: 20 };
};
