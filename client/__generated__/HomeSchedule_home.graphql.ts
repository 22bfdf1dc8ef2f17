/**
 * @generated SignedSource<<79d471fd49478f2850a578b87e57dd61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSchedule_home$data = {
  readonly devLetter: {
    readonly time: any;
    readonly title: string | null | undefined;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly nextMaintenance: {
    readonly end: any;
    readonly news: string | null | undefined;
    readonly start: any | null | undefined;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "HomeSchedule_home";
};
export type HomeSchedule_home$key = {
  readonly " $data"?: HomeSchedule_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSchedule_home">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSchedule_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Maintenance",
      "kind": "LinkedField",
      "name": "nextMaintenance",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "news",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DevLetter",
      "kind": "LinkedField",
      "name": "devLetter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Home",
  "abstractKey": null
};
})();

(node as any).hash = "390a12632893c309671747a309e2e911";

export default node;
