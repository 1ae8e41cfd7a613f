import { SearchScreen } from "@/features/search/components/search-screen";

export function SearchRoute() {
  return <SearchScreen />;
}
