/**
 * @generated SignedSource<<9e0b58ef767336f181630864ddec29ab>>
 * @relayHash f3ec1665462f7f826a35bfd79fab7cb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da99e342f771f3b553f31eb52837fd8d3bd7d54ebae917e87c85e3b13f6f8696

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionField = "ART" | "BATCH" | "CARDS" | "CHARACTERS" | "DEBUT" | "END" | "FEATURED" | "FLOOR" | "HP" | "NEW_FRIEND" | "NEW_PRAYER" | "PORTRAIT" | "REBIRTH" | "RELEASE" | "START" | "%future added value";
export type SuggestLinkQuery$variables = {
  field: SuggestionField;
  key: string;
};
export type SuggestLinkQuery$data = {
  readonly suggestions: ReadonlyArray<{
    readonly suggestionId: number;
  }>;
};
export type SuggestLinkQuery = {
  response: SuggestLinkQuery$data;
  variables: SuggestLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "field"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "field",
        "variableName": "field"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 5
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": "Suggestion",
    "kind": "LinkedField",
    "name": "suggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suggestionId",
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
    "name": "SuggestLinkQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestLinkQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "da99e342f771f3b553f31eb52837fd8d3bd7d54ebae917e87c85e3b13f6f8696",
    "metadata": {},
    "name": "SuggestLinkQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b30a6b6fe236850ef805ea2c8d03899a";

export default node;
