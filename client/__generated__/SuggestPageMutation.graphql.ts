/**
 * @generated SignedSource<<3799ae0ac827b91b142acb92527ba7ba>>
 * @relayHash 4761e48e1ec1d872484cb74c993d20c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cd32073ff613f8e5c4d713d7482d5a7a7c4b05456d831bcf6decdfe32b79055

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPrecision = "DAY" | "INSTANT" | "MONTH" | "%future added value";
export type SuggestionField = "ART" | "BATCH" | "CARDS" | "CHARACTERS" | "DEBUT" | "END" | "FEATURED" | "FLOOR" | "HP" | "NEW_FRIEND" | "NEW_PRAYER" | "PORTRAIT" | "REBIRTH" | "RELEASE" | "START" | "%future added value";
export type SuggestCorrectionInput = {
  cards?: ReadonlyArray<number> | null | undefined;
  characters?: ReadonlyArray<string> | null | undefined;
  date?: any | null | undefined;
  field: SuggestionField;
  floor?: FloorFactsInput | null | undefined;
  friend?: NewFriendInput | null | undefined;
  key: string;
  note?: string | null | undefined;
  number?: number | null | undefined;
  picture?: string | null | undefined;
  prayer?: NewPrayerInput | null | undefined;
  precision?: SuggestedPrecision | null | undefined;
  slot?: number | null | undefined;
  source: SuggestionSourceInput;
  website?: string | null | undefined;
};
export type FloorFactsInput = {
  enemies: ReadonlyArray<FloorEnemyInput>;
};
export type FloorEnemyInput = {
  barriers?: ReadonlyArray<number> | null | undefined;
  elements?: ReadonlyArray<string> | null | undefined;
  gauges?: ReadonlyArray<number> | null | undefined;
  hp?: number | null | undefined;
  name: string;
  nameJp?: string | null | undefined;
  resistances?: ReadonlyArray<string> | null | undefined;
  slot: number;
  weaknesses?: ReadonlyArray<string> | null | undefined;
};
export type NewFriendInput = {
  debut?: any | null | undefined;
  debutPrecision?: SuggestedPrecision | null | undefined;
  name: string;
  nameJp?: string | null | undefined;
  shortName?: string | null | undefined;
  type: string;
  world: string;
};
export type NewPrayerInput = {
  characters?: ReadonlyArray<string> | null | undefined;
  end?: any | null | undefined;
  endPrecision?: SuggestedPrecision | null | undefined;
  name: string;
  start: any;
  startPrecision?: SuggestedPrecision | null | undefined;
  types: ReadonlyArray<string>;
};
export type SuggestionSourceInput = {
  evidence?: string | null | undefined;
  inGameOn?: string | null | undefined;
  screenshotUrl?: string | null | undefined;
  url?: string | null | undefined;
};
export type SuggestPageMutation$variables = {
  input: SuggestCorrectionInput;
};
export type SuggestPageMutation$data = {
  readonly suggestCorrection: {
    readonly path: string;
    readonly suggestionId: number;
  };
};
export type SuggestPageMutation = {
  response: SuggestPageMutation$data;
  variables: SuggestPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Suggestion",
    "kind": "LinkedField",
    "name": "suggestCorrection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suggestionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8cd32073ff613f8e5c4d713d7482d5a7a7c4b05456d831bcf6decdfe32b79055",
    "metadata": {},
    "name": "SuggestPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e207251cdef606011fa48b64321cffe5";

export default node;
